import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageKey } from '../routes/table';
import type { PageProps } from './pageProps';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * The server-rendered pages' chunks, which the browser loads before hydrating them (main.tsx): a page still
 * waiting for its code when the first update reaches it (the session's check starts at once) would be thrown
 * away and rendered again.
 */
export const HYDRATED_PAGES = {
  orderTracking: () => import('./OrderTrackingPage'),
  shipmentTracking: () => import('./ShipmentTrackingPage'),
} satisfies Partial<Record<PageKey, () => Promise<{ default: ComponentType<PageProps> }>>>;

/** One lazy chunk per page, so the first page only downloads its own code. */
export const PAGES: Record<Exclude<PageKey, 'redirect'>, Page> = {
  monitoring: lazy(() => import('./MonitoringPage')),
  spotWizard: lazy(() => import('./SpotWizardPage')),
  fiscalUpload: lazy(() => import('./FiscalUploadPage')),
  proof: lazy(() => import('./ProofPage')),
  orderTracking: lazy(HYDRATED_PAGES.orderTracking),
  shipmentTracking: lazy(HYDRATED_PAGES.shipmentTracking),
  statement: lazy(() => import('./BillingStatementPage')),
  profile: lazy(() => import('./ProfilePage')),
  registeredAccounts: lazy(() => import('./RegisteredAccountsPage')),
  legacy: lazy(() => import('./LegacyPage')),
  announcement: lazy(() => import('./AnnouncementPage')),
  notFound: lazy(() => import('./NotFoundPage')),
  blank: lazy(() => import('./BlankPage')),
};
