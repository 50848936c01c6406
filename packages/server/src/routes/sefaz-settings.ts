import { IntegrationsQuery, SefazSettingsBody } from '@box/core/schemas';
import { type Context, Hono } from 'hono';
import { acceptedCertificate, NO_CERTIFICATE_KEY, uploadedCertificate } from '../canhoto/certificate-upload';
import { sealCertificate } from '../canhoto/seal';
import { sefazEnvironmentOf } from '../canhoto/settings-environment';
import {
  clearSefazCertificate,
  readSefazSettings,
  saveSefazCertificate,
  saveSefazMode,
} from '../canhoto/settings-store';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { managedCustomerId } from '../http/managed-account';
import { validJson, validQuery } from '../http/validate';

/** As the API keys: the account's admins (the super admin for any account), in the portal only, never by key. */
const manage = requireAccess('customer');

/** The account this call manages (`?customerId=` for the super admin only), checked before an upload is read. */
const managedAccount = (c: Context<AppEnv>, requested: number | undefined) =>
  managedCustomerId(c.get('deps').db, sessionOf(c), requested);

/** Every call answers the account's settings as they are after it. */
const settingsOf = (c: Context<AppEnv>, customerId: number) =>
  readSefazSettings(c.get('deps').db, customerId, sefazEnvironmentOf(c.get('deps').config.sefazMode));

/**
 * /jade/api/integrations/sefaz* (issue 20): whether the account's proofs are registered at SEFAZ automatically or
 * by a button, and its A1 certificate (uploaded as PKCS#12, kept sealed; its password and the file never kept).
 */
export const sefazSettingsRoutes = new Hono<AppEnv>()
  .get('/integrations/sefaz', manage, validQuery(IntegrationsQuery), async (c) => {
    return c.json(await settingsOf(c, await managedAccount(c, c.req.valid('query').customerId)));
  })
  .put(
    '/integrations/sefaz',
    manage,
    validQuery(IntegrationsQuery),
    validJson(SefazSettingsBody),
    async (c) => {
      const customerId = await managedAccount(c, c.req.valid('query').customerId);
      const { db, clock } = c.get('deps');
      await saveSefazMode(db, { customerId, mode: c.req.valid('json').mode, now: clock() });
      return c.json(await settingsOf(c, customerId));
    },
  )
  .post('/integrations/sefaz/certificate', manage, validQuery(IntegrationsQuery), async (c) => {
    const customerId = await managedAccount(c, c.req.valid('query').customerId);
    const { db, config, clock } = c.get('deps');
    if (!config.certificateKey) throw new HttpError(503, NO_CERTIFICATE_KEY);
    const now = clock();
    const certificate = acceptedCertificate(await uploadedCertificate(c), now);
    await saveSefazCertificate(db, {
      customerId,
      sealed: sealCertificate(certificate, config.certificateKey),
      certificate,
      userId: sessionOf(c).userId,
      now,
    });
    return c.json(await settingsOf(c, customerId));
  })
  .delete('/integrations/sefaz/certificate', manage, validQuery(IntegrationsQuery), async (c) => {
    const customerId = await managedAccount(c, c.req.valid('query').customerId);
    const { db, clock } = c.get('deps');
    await clearSefazCertificate(db, { customerId, now: clock() });
    return c.json(await settingsOf(c, customerId));
  });
