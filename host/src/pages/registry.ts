import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageKey } from '../routes/table';
import type { PageProps } from './pageProps';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/** One lazy chunk per page, so the first page only downloads its own code. */
export const PAGES: Record<Exclude<PageKey, 'redirect'>, Page> = {
  monitoring: lazy(() => import('./MonitoringPage')),
  spotWizard: lazy(() => import('./SpotWizardPage')),
  fiscalUpload: lazy(() => import('./FiscalUploadPage')),
  proof: lazy(() => import('./ProofPage')),
  orderTracking: lazy(() => import('./OrderTrackingPage')),
  shipmentTracking: lazy(() => import('./ShipmentTrackingPage')),
  statement: lazy(() => import('./BillingStatementPage')),
  profile: lazy(() => import('./ProfilePage')),
  registeredAccounts: lazy(() => import('./RegisteredAccountsPage')),
  legacy: lazy(() => import('./LegacyPage')),
  announcement: lazy(() => import('./AnnouncementPage')),
  notFound: lazy(() => import('./NotFoundPage')),
  blank: lazy(() => import('./BlankPage')),
};
