// Invented demo data for tests and stories of hosts that mount this widget; not part of the widget's bundle.
export { statementRoutes } from './fixtures/routes';
export { FIXTURE_TODAY } from './fixtures/statement';
