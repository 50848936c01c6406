import { serve } from '@hono/node-server';
import { createApp } from './app';
import { prepareData } from './bootstrap';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/open';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = readConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`;
  console.log(`[box] banco de dados: ${where}; modo ${config.mode}`);
  const database = await openDatabase(config);

  const outcome = await prepareData(database.db, config, new Date());
  if (outcome !== 'production') {
    const said = { seeded: 'criados', shifted: 'atualizados para o horário atual', current: 'em dia' }[
      outcome
    ];
    console.log(`[box] dados de demonstração ${said}`);
  }

  const app = createApp({ db: database.db, config });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    console.log(`[box] servidor em http://${host}:${info.port}`);
    if (config.mode === 'demo') {
      console.log('[box] contas de demonstração (e-mail / senha):');
      for (const account of DEMO_ACCOUNTS) console.log(`        ${account.email} / ${account.password}`);
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[box] ${signal} recebido, encerrando…`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
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
  if (error instanceof ConfigError) console.error(`[box] configuração inválida: ${error.message}`);
  else console.error('[box] falha ao iniciar:', error);
  process.exit(1);
});
