// Read by Vitest 3.2: one test project per package plus the host.
export default ['packages/*/vitest.config.ts', 'host/vitest.config.ts'];
