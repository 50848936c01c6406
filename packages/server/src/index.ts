export { type App, type AppOptions, createApp } from './app';
export { prepareData } from './bootstrap';
export { makeThrowawayCertificate } from './canhoto/throwaway-certificate';
export { type BoxMode, ConfigError, readConfig, type ServerConfig } from './config';
export type { Database, OpenedDatabase } from './db/database';
export { type DatabaseOptions, openDatabase } from './db/open';
export {
  buildDemoCte,
  buildDemoNfe,
  type DemoCteInput,
  type DemoFiscalXml,
  type DemoNfeInput,
  type DemoParty,
} from './fiscal/demo-xml';
export { freshDemoNfe } from './fiscal/fixtures';
export { FISCAL_XML_MAX_BYTES } from './fiscal/read-xml';
export { FISCAL_FIXTURES_DIR } from './fiscal/write-fixtures';
export { GAZETTEER_ROWS } from './geo/gazetteer-data';
export { monitoringOrdersJson } from './queries/orders-status';
export { seedBulkOrders } from './seed/bulk';
export { DEMO_SHIFT_AFTER_MS, type DemoOutcome, ensureDemoData } from './seed/demo';
export { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-accounts';
export { BUILD_MARKER } from './static/build-marker';
