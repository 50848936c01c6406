import { API_BASE_PATH } from '@box/core/api';
import { normalizeAccessKey } from '@box/core/rules';
import { type Context, Hono } from 'hono';
import {
  type ApiAnswer,
  DUPLICATE_UPLOAD,
  lookupFailure,
  MISSING_FILE,
  uploadFailure,
} from '../fiscal/api-answers';
import { FiscalXmlError } from '../fiscal/errors';
import { lookupFiscalDocument } from '../fiscal/lookup';
import { FISCAL_XML_MAX_BYTES, fileTooLarge } from '../fiscal/read-xml';
import { sefazGatewayFor } from '../fiscal/sefaz';
import { storeUploadedXml } from '../fiscal/upload';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { logger } from '../log/logger';

export const FISCAL_UPLOAD_PATH = `${API_BASE_PATH}/fiscal-documents/upload-file`;
/** The app-wide body limit for this path: one XML at its limit plus the multipart envelope. */
export const FISCAL_UPLOAD_MAX_BODY_BYTES = FISCAL_XML_MAX_BYTES + 64 * 1024;

/** The one file of the multipart field 'document', or null (absent, a plain field, several files, bad body). */
async function uploadedFile(c: Context<AppEnv>): Promise<File | null> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    return null;
  }
  const value = body.document;
  return value instanceof File ? value : null;
}

/** /jade/api/fiscal-documents/* */
export const fiscalDocumentRoutes = new Hono<AppEnv>()
  .post('/fiscal-documents/upload-file', requireAccess('customer', 'orders:create'), async (c) => {
    const answer = (a: ApiAnswer) => c.json(a.body, a.status);
    const file = await uploadedFile(c);
    if (!file) return answer(MISSING_FILE);
    // Checked before reading: the body limit lets a little more than one file through.
    if (file.size > FISCAL_XML_MAX_BYTES) {
      return answer(uploadFailure(fileTooLarge()));
    }
    const { db, clock } = c.get('deps');
    const session = sessionOf(c);
    try {
      const outcome = await storeUploadedXml({
        db,
        customerId: session.customerId,
        userId: session.userId,
        file: new Uint8Array(await file.arrayBuffer()),
        now: clock(),
      });
      return outcome.kind === 'stored' ? c.json(outcome.document) : answer(DUPLICATE_UPLOAD);
    } catch (error) {
      if (error instanceof FiscalXmlError) return answer(uploadFailure(error));
      throw error;
    }
  })
  .get('/fiscal-documents/:accessKey', requireAccess('customer', 'orders:create'), async (c) => {
    const { db, config, clock } = c.get('deps');
    const session = sessionOf(c);
    const outcome = await lookupFiscalDocument({
      db,
      customerId: session.customerId,
      accessKey: c.req.param('accessKey'),
      sefaz: sefazGatewayFor(config),
      now: clock(),
    });
    if (outcome.kind === 'found') return c.json(outcome.document);
    if (outcome.kind === 'unreadable') {
      // For operators: which row to look at (never the document's data).
      const key = normalizeAccessKey(c.req.param('accessKey'));
      logger.error({ customerId: session.customerId, accessKey: key }, 'stored fiscal document unreadable');
    }
    const failure = lookupFailure(outcome);
    return c.json(failure.body, failure.status);
  });
