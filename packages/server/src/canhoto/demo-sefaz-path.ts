/** Where demo mode's fake SEFAZ web services listen (canhoto/demo-sefaz-routes.ts); the CSRF check lets them be. */
export const DEMO_SEFAZ_PATH = '/demo/sefaz';
