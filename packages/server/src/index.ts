export { type App, type AppOptions, createApp } from './app';
export { prepareData } from './bootstrap';
export { type BoxMode, ConfigError, readConfig, type ServerConfig } from './config';
export type { Database, OpenedDatabase } from './db/database';
export { type DatabaseOptions, openDatabase } from './db/open';
export { seedBulkOrders } from './seed/bulk';
export { DEMO_SHIFT_AFTER_MS, type DemoOutcome, ensureDemoData } from './seed/demo';
export { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-accounts';
