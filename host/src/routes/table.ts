import { PORTAL_SIGN_IN_PATH } from '@box/core/api';
import { FEATURE_FISCAL_DOCUMENTS_UPLOAD } from '@box/core/catalogues';
import { NOT_FOUND_PATH } from '@box/core/rules';
import { ROLE } from '@box/core/schemas';

export { NOT_FOUND_PATH };

/** Which page component a route renders; the registry in pages/registry.ts maps each key to a lazy chunk. */
export type PageKey =
  | 'monitoring'
  | 'spotWizard'
  | 'fiscalUpload'
  | 'proof'
  | 'orderTracking'
  | 'shipmentTracking'
  | 'statement'
  | 'profile'
  | 'registeredAccounts'
  | 'legacy'
  | 'announcement'
  | 'notFound'
  | 'blank'
  | 'redirect';

export interface RouteDef {
  /** Stable name, e.g. 'orderTrackingPage' (SPEC §2), used by tests and links built in code. */
  name: string;
  /** '/static/:param' segments; a final '*' takes one or more remaining segments. */
  path: string;
  /** pt-BR; the document title is '{title} | Box'. */
  title: string;
  public: boolean;
  /** Only this role may open the route; others go to /not-found. */
  role?: number;
  page: PageKey;
  /** For page 'redirect'. */
  redirectTo?: string;
  /** The route exists only with this feature flag; without it the user goes to `otherwise`. */
  feature?: { flag: string; otherwise: string };
  /** Rendered alone, without header, sidebar or banners. */
  bare?: boolean;
}

export const HOME_PATH = '/pedidos/monitoramento';
export const LOGIN_PATH = PORTAL_SIGN_IN_PATH;

/**
 * SPEC §2 names the announcement route only `{token}`; its content is not shown. We give it one fixed
 * single-segment path, dated like the announcement (2023-04-10).
 */
export const ANNOUNCEMENT_PATH = '/comunicado-2023-04-10';

const SUPER_ADMIN = ROLE.SUPER_ADMIN;

/**
 * Every row of SPEC §2's route table, plus the legacy server-rendered pages it lists (shown in a frame).
 * First match wins, so a static path comes before a parameter or wildcard that would also take it.
 */
export const ROUTES: readonly RouteDef[] = [
  { name: 'root', path: '/', title: 'Monitoramento', public: false, page: 'redirect', redirectTo: HOME_PATH },
  { name: 'monitoring', path: HOME_PATH, title: 'Monitoramento', public: false, page: 'monitoring' },
  {
    name: 'orderTrackingPage',
    path: '/pedidos/acompanhe/:id',
    title: 'Rastreamento da Ordem de Serviço',
    public: false,
    page: 'orderTracking',
  },
  {
    name: 'spotRequest',
    path: '/spots/solicitar',
    title: 'Solicitar serviço',
    public: false,
    page: 'spotWizard',
  },
  {
    name: 'spotRequested',
    path: '/spots/:id/requested',
    title: 'Solicitação enviada',
    public: false,
    page: 'legacy',
  },
  { name: 'history', path: '/spots', title: 'Histórico', public: false, page: 'legacy' },
  { name: 'announcement', path: ANNOUNCEMENT_PATH, title: 'Comunicado', public: true, page: 'announcement' },
  { name: 'statement', path: '/extrato', title: 'Extrato', public: false, page: 'statement' },
  {
    name: 'registeredAccounts',
    path: '/contas-cadastradas',
    title: 'Contas cadastradas',
    public: false,
    role: SUPER_ADMIN,
    page: 'registeredAccounts',
  },
  { name: 'profile', path: '/perfil', title: 'Preferências do usuário', public: false, page: 'profile' },
  {
    name: 'profileLegacy',
    path: '/perfil/*',
    title: 'Preferências do usuário',
    public: false,
    page: 'legacy',
  },
  {
    name: 'publicProof',
    path: '/comprovantes/publico/:token',
    title: 'Comprovante de Entrega',
    public: true,
    page: 'proof',
  },
  { name: 'proof', path: '/comprovantes/:id', title: 'Comprovante', public: false, page: 'proof' },
  { name: 'receipts', path: '/comprovantes', title: 'Comprovantes', public: false, page: 'legacy' },
  {
    name: 'publicOrderTracking',
    path: '/r/:token',
    title: 'Rastreamento da Ordem de Serviço',
    public: true,
    page: 'orderTracking',
  },
  {
    name: 'shipmentTracking',
    path: '/rr/:hash',
    title: 'Rastreamento da Remessa',
    public: true,
    page: 'shipmentTracking',
  },
  {
    name: 'shipmentTrackingByDocument',
    path: '/rrp/:clientCode/:accessKey',
    title: 'Rastreamento da Remessa',
    public: true,
    page: 'shipmentTracking',
  },
  {
    name: 'fiscalDocumentsUpload',
    path: '/upload-de-documentos-fiscais',
    title: 'Documentos fiscais',
    public: false,
    page: 'fiscalUpload',
    feature: { flag: FEATURE_FISCAL_DOCUMENTS_UPLOAD, otherwise: '/spots/solicitar' },
  },
  { name: 'blank', path: '/jade/blank', title: 'Página em branco', public: true, page: 'blank', bare: true },
  {
    name: 'adminReceipts',
    path: '/admin/comprovantes',
    title: 'Comprovantes',
    public: false,
    role: SUPER_ADMIN,
    page: 'legacy',
  },
  {
    name: 'retailerUsers',
    path: '/admin/varejistas/:id/usuarios',
    title: 'Usuários do varejista',
    public: false,
    role: SUPER_ADMIN,
    page: 'legacy',
  },
  {
    name: 'retailerReceipts',
    path: '/admin/varejistas/:id/comprovantes',
    title: 'Comprovantes do varejista',
    public: false,
    role: SUPER_ADMIN,
    page: 'legacy',
  },
  {
    name: 'adminLegacy',
    path: '/admin/*',
    title: 'Administração',
    public: false,
    role: SUPER_ADMIN,
    page: 'legacy',
  },
  { name: 'logout', path: '/sair', title: 'Sair', public: false, page: 'legacy' },
  { name: 'oldHome', path: '/inicio', title: 'Início', public: false, page: 'legacy' },
  { name: 'pods', path: '/pods', title: 'Comprovantes', public: false, page: 'legacy' },
  { name: 'podsLegacy', path: '/pods/*', title: 'Comprovantes', public: false, page: 'legacy' },
  { name: 'login', path: LOGIN_PATH, title: 'Entrar', public: true, page: 'legacy' },
  { name: 'notFound', path: NOT_FOUND_PATH, title: 'Página não encontrada', public: true, page: 'notFound' },
];
