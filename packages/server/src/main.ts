import { serve } from '@hono/node-server';
import { createApp } from './app';
import { prepareData } from './bootstrap';
import { startSefazWorker } from './canhoto/worker';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/open';
import { liveServiceFor } from './live/service';
import { logger } from './log/logger';
import { transportFor } from './mail/transport-cache';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { type Runner, startRunner } from './simulator/runner';
import { publicOnlyFetch } from './webhooks/public-only-fetch';
import { webhookUrlProblem } from './webhooks/url-rules';
import { startWebhookWorker } from './webhooks/worker';
import { startWhatsAppWorker } from './whatsapp/worker';

const SHUTDOWN_GRACE_MS = 10_000;
const WEBHOOK_POLL_MS = 2_000;

async function main() {
  const config = readConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`;
  logger.info(`banco de dados: ${where}; modo ${config.mode}`);
  const database = await openDatabase(config);

  const outcome = await prepareData(database.db, config, new Date());
  if (outcome !== 'production') {
    const said = { seeded: 'criados', shifted: 'atualizados para o horário atual', current: 'em dia' }[
      outcome
    ];
    logger.info(`dados de demonstração ${said}`);
  }

  const app = createApp({ db: database.db, config });
  // Live updates (SSE): this process LISTENs from the start, so a failing LISTEN shows at start-up.
  const live = liveServiceFor(database.db, config.databaseUrl);
  await live.start();
  // Every mode, every process: the outbox's rows are shared through their locks (webhooks/worker.ts).
  const webhooks = startWebhookWorker({
    db: database.db,
    pollMs: WEBHOOK_POLL_MS,
    // Checked again at each send: a host's DNS may point somewhere private since it was registered. And the
    // address dialled is checked as it is dialled (a DNS answer may change between the check and the connect).
    ...(config.mode === 'production'
      ? { checkUrl: (url: string) => webhookUrlProblem(url, config.mode), fetch: publicOnlyFetch() }
      : {}),
  });
  // The digital canhoto's events (issue 20): every mode, every process, sharing the rows like the webhooks.
  const sefaz = startSefazWorker({ db: database.db, config, pollMs: WEBHOOK_POLL_MS });
  // Only cloud mode sends; demo mode's messages stay in whatsapp_outbox (shown at /demo/whatsapp).
  const whatsapp =
    config.whatsapp.mode === 'cloud'
      ? startWhatsAppWorker({ db: database.db, config: config.whatsapp, pollMs: WEBHOOK_POLL_MS })
      : null;
  if (config.whatsapp.mode !== 'off') logger.info(`WhatsApp aos destinatários: modo ${config.whatsapp.mode}`);
  let runner: Runner | null = null;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    // Started once we listen: mail links point at this origin, and a failed bind never starts it.
    if (config.simulatorEnabled || config.smtpUrl) {
      runner = startRunner({
        db: database.db,
        simulate: config.simulatorEnabled,
        speed: config.simulatorSpeed,
        origin:
          config.publicOrigin ??
          `http://${['0.0.0.0', '::'].includes(info.address) ? 'localhost' : host}:${info.port}`,
        mail: config.smtpUrl ? { transport: transportFor(config.smtpUrl), from: config.mailFrom } : null,
        whatsappMode: config.whatsapp.mode,
      });
      if (config.simulatorEnabled) logger.info(`simulador ligado (velocidade ${config.simulatorSpeed}×)`);
      logger.info(config.smtpUrl ? 'e-mails enviados por SMTP' : 'e-mails ficam na tabela mail_outbox');
    }
    // Last, so the start-up output ends with what a newcomer needs: where to go and how to sign in.
    logger.info(`servidor em http://${host}:${info.port}`);
    if (config.mode === 'demo') {
      // Public demo data (README), shown so a newcomer can sign in: not a secret the redaction should hide.
      const accounts = DEMO_ACCOUNTS.map((a) => `        ${a.email} / ${a.password}`);
      logger.info(['contas de demonstração (e-mail / senha):', ...accounts].join('\n'));
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} recebido, encerrando…`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    // No new tick from now on; the one in progress finishes before the database closes.
    const runnerStopped = runner?.stop();
    const webhooksStopped = webhooks.stop();
    const sefazStopped = sefaz.stop();
    const whatsappStopped = whatsapp?.stop();
    // Open streams would hold close() until they end by themselves (10 minutes): they end now, with `bye`.
    const liveStopped = live.stop();
    server.close(async () => {
      await liveStopped;
      await runnerStopped;
      await webhooksStopped;
      await sefazStopped;
      await whatsappStopped;
      await database.close();
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) logger.fatal(`configuração inválida: ${error.message}`);
  else logger.fatal({ err: error }, 'falha ao iniciar');
  process.exit(1);
});
