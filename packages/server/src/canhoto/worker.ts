import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { logger } from '../log/logger';
import { nextAttemptAfter, RETRY_DELAYS_MS } from '../outbox/backoff';
import { type OutboxWorker, startOutboxWorker } from '../outbox/worker';
import { buildEventXml, EventInputError } from './build-event';
import type { Certificate } from './certificate';
import { eventInputOf } from './event-from-proof';
import { fakeSefazFor } from './fake-sefaz';
import { createEventGateway, eventEnvironmentFor, type SefazEventGateway } from './gateway';
import { refreshOrderSefazStatus } from './registration-digest';
import { openCertificate, SealError } from './seal';
import { signEvent } from './sign';
import { validateEvent } from './validate';
import { sefazNudges } from './wake';
import {
  type ClaimedEvent,
  claimDueEvents,
  type EventOutcome,
  eventDetails,
  recordOutcome,
} from './worker-rows';

const BATCH = 5;
/** SEFAZ's duplicate: the event is already registered (an earlier attempt got there; its answer did not). */
const DUPLICATE = 573;

export type WorkerConfig = Pick<ServerConfig, 'mode' | 'sefazMode' | 'certificateKey'>;

export interface SefazDeliveryOptions {
  db: Database;
  config: WorkerConfig;
  clock?: () => Date;
  /** The gateway an account's certificate sends through; BOX_SEFAZ_MODE's unless a test gives one. */
  gatewayFor?: (certificate: Certificate) => SefazEventGateway;
  batchSize?: number;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

const fakeModeGateways = new WeakMap<object, SefazEventGateway>();

/**
 * BOX_SEFAZ_MODE's gateway: the fake modes share one per configuration (the unstable mode remembers which keys
 * it failed once), the real ones take the account's certificate for TLS.
 */
function defaultGatewayFor(config: WorkerConfig, clock: () => Date) {
  return (certificate: Certificate): SefazEventGateway => {
    const fake = fakeSefazFor(config, clock);
    if (config.sefazMode === 'homologacao' || config.sefazMode === 'producao') {
      return createEventGateway(config.sefazMode, { fake, certificate });
    }
    let gateway = fakeModeGateways.get(config);
    if (!gateway) {
      gateway = createEventGateway(config.sefazMode, { fake, certificate: null });
      fakeModeGateways.set(config, gateway);
    }
    return gateway;
  };
}

/** The account's certificate, or why the event must wait for another one. */
function certificateFor(
  sealed: string | null,
  config: WorkerConfig,
  now: Date,
): Certificate | { missing: string } {
  if (!sealed) return { missing: 'A conta não tem certificado A1: envie um em Integrações.' };
  if (!config.certificateKey) {
    return { missing: 'O servidor não tem a chave BOX_CERTIFICATE_KEY para abrir o certificado A1.' };
  }
  try {
    const certificate = openCertificate(sealed, config.certificateKey);
    if (now < certificate.notBefore || now > certificate.notAfter) {
      return { missing: 'O certificado A1 da conta está fora da validade: envie um novo em Integrações.' };
    }
    return certificate;
  } catch (error) {
    if (error instanceof SealError) return { missing: error.message };
    throw error;
  }
}

/** Builds, checks against the official schema and signs a new event; a problem of ours is a final rejection. */
async function signedEventFor(
  input: Parameters<typeof buildEventXml>[0],
  certificate: Certificate,
): Promise<{ signedXml: string } | { problem: string }> {
  let built: { xml: string; id: string };
  try {
    built = buildEventXml(input);
  } catch (error) {
    if (error instanceof EventInputError) {
      return { problem: `O evento não pôde ser montado: ${error.problems.join('; ')}.` };
    }
    throw error;
  }
  const valid = await validateEvent(built.xml, input.kind, { unsigned: true });
  if (!valid.ok) return { problem: `O evento gerado não segue o schema oficial: ${valid.errors.join('; ')}` };
  return { signedXml: signEvent(built.xml, built.id, certificate) };
}

/** One event: sign it (or take the bytes sent before), send it, and say what became of it. */
async function attempt(
  event: ClaimedEvent,
  options: SefazDeliveryOptions,
  clock: () => Date,
): Promise<EventOutcome> {
  const details = await eventDetails(options.db, event);
  if (!details) return { status: 'rejected', reason: 'O comprovante deste evento não existe mais.' };
  const now = clock();
  const certificate = certificateFor(details.sealed, options.config, now);
  if ('missing' in certificate)
    return { status: 'needs-certificate', nextAttemptAt: null, reason: certificate.missing };

  let signedXml = event.signed_xml;
  if (!signedXml) {
    const signed = await signedEventFor(
      eventInputOf(details.facts, {
        environment: eventEnvironmentFor(options.config.sefazMode),
        issuedAt: now,
        demo: options.config.mode === 'demo',
      }),
      certificate,
    );
    if ('problem' in signed)
      return { status: 'rejected', nextAttemptAt: null, statusCode: null, reason: signed.problem };
    signedXml = signed.signedXml;
  }

  const gateway = (options.gatewayFor ?? defaultGatewayFor(options.config, clock))(certificate);
  const answer = await gateway.send(signedXml, event.kind, event.access_key).catch((error: unknown) => {
    options.log?.('SEFAZ event send failed', { eventId: event.id, error: String(error) });
    return { status: 'unavailable' as const };
  });
  const at = clock();
  switch (answer.status) {
    case 'registered':
      return {
        status: 'registered',
        nextAttemptAt: null,
        signedXml,
        answerXml: answer.answerXml,
        protocol: answer.protocol,
        registeredAt: answer.registeredAt,
        statusCode: answer.code,
        reason: answer.message,
      };
    case 'rejected': {
      const sentBefore = event.attempts > 1 || event.signed_xml !== null;
      if (answer.code === DUPLICATE && sentBefore) {
        // SEFAZ has it from an earlier attempt whose answer was lost: registered, though its protocol is unknown.
        return {
          status: 'registered',
          nextAttemptAt: null,
          signedXml,
          answerXml: answer.answerXml,
          protocol: null,
          registeredAt: null,
          statusCode: answer.code,
          reason:
            'A SEFAZ já tinha este evento, recebido numa tentativa anterior cuja resposta não chegou: está registrado, mas o número do protocolo não é conhecido (consulte-o no portal da SEFAZ).',
        };
      }
      return {
        status: 'rejected',
        nextAttemptAt: null,
        signedXml,
        answerXml: answer.answerXml,
        statusCode: answer.code,
        reason: answer.message,
      };
    }
    case 'unavailable': {
      const next = nextAttemptAfter(event.attempts, at);
      if (next) return { status: 'pending', nextAttemptAt: next, signedXml };
      return {
        status: 'rejected',
        nextAttemptAt: null,
        signedXml,
        statusCode: null,
        reason: `SEFAZ indisponível: sem resposta em ${RETRY_DELAYS_MS.length + 1} tentativas. Envie de novo pelo comprovante.`,
      };
    }
  }
}

/** One round: claims what is due and sends it. Returns how many events it took. */
export async function deliverDueSefazEvents(options: SefazDeliveryOptions): Promise<number> {
  const clock = options.clock ?? (() => new Date());
  const claimed = await claimDueEvents(options.db, clock(), options.batchSize ?? BATCH);
  // One at a time: each validation compiles libxml2 (about a second of CPU), and the server has other work.
  for (const event of claimed) {
    const outcome = await attempt(event, options, clock);
    await recordOutcome(options.db, event.id, outcome, clock());
    await refreshOrderSefazStatus(options.db, [event.order_id]);
    options.log?.('SEFAZ event attempt', {
      eventId: event.id,
      kind: event.kind,
      attempt: event.attempts,
      status: outcome.status,
      code: outcome.statusCode ?? null,
    });
  }
  return claimed.length;
}

export interface SefazWorkerOptions extends SefazDeliveryOptions {
  pollMs: number;
}

/** Sends due SEFAZ events every `pollMs` and right after this process queues one (outbox/worker.ts). */
export function startSefazWorker(options: SefazWorkerOptions): OutboxWorker {
  const log = options.log ?? ((message, fields) => logger.info(fields, message));
  return startOutboxWorker({
    round: (batchSize) => deliverDueSefazEvents({ ...options, log, batchSize }),
    batchSize: options.batchSize ?? BATCH,
    pollMs: options.pollMs,
    nudges: sefazNudges,
    // The rows stay due (or leased until the lease ends): the next round takes them again.
    onRoundError: (error) => logger.error({ err: error }, 'SEFAZ event round failed'),
  });
}
