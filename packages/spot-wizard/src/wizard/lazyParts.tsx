import { type LazyPart, lazyPart } from './lazyPart';
import { WizardLoading } from './states';

// The chunks beyond what step 1 paints (step 1 itself is the chunk WizardShell fetches beside the wizard's first
// requests): the other steps, the list (empty at first) and every dialog. Each module here is imported nowhere
// else statically, or its code would stay in step 1's chunk.

/** While a step's chunk loads, the step's place shows the wizard's own loading state. */
const stepLoading = <WizardLoading />;

export const VehicleStepPart = lazyPart(
  () => import('../vehicle/VehicleStep').then((m) => m.VehicleStep),
  stepLoading,
);
export const SummaryStepPart = lazyPart(
  () => import('../summary/SummaryStep').then((m) => m.SummaryStep),
  stepLoading,
);
export const FinishModalsPart = lazyPart(() => import('../summary/FinishModals').then((m) => m.FinishModals));
export const MerchandiseListPart = lazyPart(() =>
  import('../merchandise/MerchandiseList').then((m) => m.MerchandiseList),
);
export const ManualMerchandiseModalPart = lazyPart(() =>
  import('../merchandise/ManualMerchandiseModal').then((m) => m.ManualMerchandiseModal),
);
export const TimeWindowModalPart = lazyPart(() =>
  import('../merchandise/TimeWindowModal').then((m) => m.TimeWindowModal),
);
export const TrackingRecipientsModalPart = lazyPart(() =>
  import('../tracking-recipients/TrackingRecipientsModal').then((m) => m.TrackingRecipientsModal),
);
export const WarehouseFormModalPart = lazyPart(() =>
  import('../merchandise/warehouse/WarehouseFormModal').then((m) => m.WarehouseFormModal),
);
export const DateTimeModalPart = lazyPart(() =>
  import('../scheduling/DateTimeModal').then((m) => m.DateTimeModal),
);
export const RoundTripModalPart = lazyPart(() =>
  import('../round-trip/RoundTripModal').then((m) => m.RoundTripModal),
);
export const HowToAddModalPart = lazyPart(() => import('../help/HowToAddModal').then((m) => m.HowToAddModal));

const ALL_PARTS: readonly LazyPart<never>[] = [
  VehicleStepPart,
  SummaryStepPart,
  FinishModalsPart,
  MerchandiseListPart,
  ManualMerchandiseModalPart,
  TimeWindowModalPart,
  TrackingRecipientsModalPart,
  WarehouseFormModalPart,
  DateTimeModalPart,
  RoundTripModalPart,
  HowToAddModalPart,
];

/**
 * The super batch screen: only customer 0 ever sees it, so it is not among the parts every wizard preloads
 * (WizardScreen preloads it for customer 0).
 */
export const SuperBatchScreenPart = lazyPart(
  () => import('../super-batch/SuperBatchScreen').then((m) => m.SuperBatchScreen),
  stepLoading,
);

/**
 * Loads every part's chunk ahead, once step 1 is on screen, so that no step or dialog waits for the network
 * when the user gets to it.
 */
export function preloadWizardParts(): Promise<unknown> {
  return Promise.all(ALL_PARTS.map((part) => part.preload()));
}
