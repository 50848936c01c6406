// `@box/core/testing`: fixtures for tests and stories only; core's public entry does not export them.
export {
  TEST_ISSUER_CNPJ,
  testAccessKey,
  testFiscalDocument,
  testMerchandise,
  testSpotDraft,
  testWarehouse,
} from './spot-request';
