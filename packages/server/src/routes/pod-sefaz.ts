import type { SefazDownload } from '@box/core/catalogues';
import { API_ERROR_CODE, ROLE, type SefazRegistration } from '@box/core/schemas';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { eventFileStem, procEventXml, signedEventXml } from '../canhoto/proc-event';
import { registrationAnswer } from '../canhoto/registration-answer';
import { podFacts, stateOf } from '../canhoto/registration-facts';
import { type QueueOutcome, queueCancellation, queueDeliveryEvent } from '../canhoto/registration-queue';
import type { RegistrationState } from '../canhoto/registration-status';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { idParam } from './path-params';

const POD_NOT_FOUND = { code: API_ERROR_CODE.NOT_FOUND, message: 'Comprovante não encontrado.' };
const conflict = (message: string) => new HttpError(409, { code: API_ERROR_CODE.CONFLICT, message });

/** Why a proof cannot be registered (or cancelled) now, in the words the proof page shows. */
const REFUSALS: Record<string, string> = {
  pending: 'Este comprovante já está sendo enviado à SEFAZ.',
  'cancel-pending': 'O cancelamento do registro deste comprovante já está sendo enviado à SEFAZ.',
  registered: 'Este comprovante já está registrado na SEFAZ.',
  cancelled: 'O registro deste comprovante foi cancelado na SEFAZ.',
  'needs-certificate':
    'Este comprovante aguarda um certificado A1 válido: envie o certificado da empresa em Integrações.',
  'not-requested': 'Este comprovante não está registrado na SEFAZ.',
  rejected: 'Este comprovante não está registrado na SEFAZ: a SEFAZ recusou o envio.',
};

const NOTHING_TO_REGISTER = {
  'no-key': 'Este comprovante não tem NF-e nem CT-e: não há evento a registrar na SEFAZ.',
  'failed-nfe':
    'Entrega não realizada de NF-e: a SEFAZ não recebe o comprovante de entrega de uma tentativa sem sucesso.',
};

/** The caller's own proof (any for the super admin), else 404 as for a proof that does not exist. */
async function ownedPod(c: Context<AppEnv>): Promise<number> {
  const { db } = c.get('deps');
  const podId = idParam(c.req.param('id') ?? '', 'id');
  const session = sessionOf(c);
  const [row] = await queryRows(
    db,
    sql`SELECT o.customer_id FROM proofs_of_delivery p JOIN orders o ON o.id = p.order_id WHERE p.id = ${podId}`,
    v.object({ customer_id: v.number() }),
  );
  if (!row || (session.roleId !== ROLE.SUPER_ADMIN && row.customer_id !== session.customerId)) {
    throw new HttpError(404, POD_NOT_FOUND);
  }
  return podId;
}

function throwUnlessQueued(outcome: QueueOutcome): void {
  switch (outcome.kind) {
    case 'queued':
      return;
    case 'not-found':
      throw new HttpError(404, POD_NOT_FOUND);
    case 'nothing-to-register':
      throw new HttpError(422, {
        code: API_ERROR_CODE.VALIDATION_ERROR,
        message: NOTHING_TO_REGISTER[outcome.reason],
      });
    case 'refused':
      throw conflict(REFUSALS[outcome.status] ?? 'Não é possível fazer isso agora.');
    case 'sequence-spent':
      throw conflict('Este documento já recebeu o número máximo de eventos deste tipo que a SEFAZ aceita.');
    case 'protocol-unknown':
      throw conflict(
        'O protocolo do registro não é conhecido (a resposta da SEFAZ se perdeu): o cancelamento precisa dele.',
      );
  }
}

async function currentRegistration(db: Database, podId: number, now: Date): Promise<SefazRegistration> {
  const facts = await podFacts(db, podId, now);
  const state = facts ? stateOf(facts) : null;
  if (!state) throw new HttpError(404, POD_NOT_FOUND);
  return registrationAnswer(podId, state);
}

const EventXml = v.object({
  signed_xml: v.nullable(v.string()),
  answer_xml: v.nullable(v.string()),
});

const NOT_YET: Record<SefazDownload, string> = {
  'signed-event': 'O evento deste comprovante ainda não foi assinado.',
  'proc-event': 'Este comprovante ainda não tem o protocolo da SEFAZ.',
};

/** The file of the proof's latest delivery event; 404 (pt-BR) until there is one. */
async function download(c: Context<AppEnv>, file: SefazDownload) {
  const { db, clock } = c.get('deps');
  const podId = await ownedPod(c);
  const facts = await podFacts(db, podId, clock());
  const state: RegistrationState | null = facts ? stateOf(facts) : null;
  const delivery = state?.delivery;
  const notYet = new HttpError(404, { code: API_ERROR_CODE.NOT_FOUND, message: NOT_YET[file] });
  if (!delivery) throw notYet;
  const [row] = await queryRows(
    db,
    sql`SELECT signed_xml, answer_xml FROM sefaz_events WHERE id = ${delivery.id}`,
    EventXml,
  );
  if (!row?.signed_xml) throw notYet;
  const stem = eventFileStem(delivery.kind, state.accessKey, delivery.sequence);
  let body: string;
  let filename: string;
  if (file === 'proc-event') {
    if (!row.answer_xml || !delivery.protocol) throw notYet;
    body = procEventXml(delivery.kind, row.signed_xml, row.answer_xml);
    filename = `${stem}-procEvento.xml`;
  } else {
    body = signedEventXml(row.signed_xml);
    filename = `${stem}-evento.xml`;
  }
  return c.body(body, 200, {
    'content-type': 'application/xml; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  });
}

/**
 * The digital canhoto on a proof (issue 20), for its owner (the super admin for any): register it at SEFAZ (or send
 * it again after a rejection), cancel the registration, and download the signed event and the procEvento.
 */
export const podSefazRoutes = new Hono<AppEnv>()
  .post('/pods/:id/sefaz', requireAccess('customer', 'orders:create'), async (c) => {
    const { db, clock } = c.get('deps');
    const podId = await ownedPod(c);
    const { userId } = sessionOf(c);
    const answer = await db.transaction(async (tx) => {
      throwUnlessQueued(await queueDeliveryEvent(tx, podId, { requestedBy: userId, now: clock() }));
      return currentRegistration(tx, podId, clock());
    });
    return c.json(answer);
  })
  .delete('/pods/:id/sefaz', requireAccess('customer', 'orders:create'), async (c) => {
    const { db, clock } = c.get('deps');
    const podId = await ownedPod(c);
    const { userId } = sessionOf(c);
    const answer = await db.transaction(async (tx) => {
      throwUnlessQueued(await queueCancellation(tx, podId, { requestedBy: userId, now: clock() }));
      return currentRegistration(tx, podId, clock());
    });
    return c.json(answer);
  })
  .get('/pods/:id/sefaz/signed-event.xml', requireAccess('customer', 'orders:read'), (c) =>
    download(c, 'signed-event'),
  )
  .get('/pods/:id/sefaz/proc-event.xml', requireAccess('customer', 'orders:read'), (c) =>
    download(c, 'proc-event'),
  );
