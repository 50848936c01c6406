import type {
  Merchandise,
  RoundTrip,
  ScheduleType,
  ServiceType,
  SpotsConfig,
  Warehouse,
} from '@box/core/schemas';
import type { ReadonlySignal } from '@preact/signals-react';

/**
 * The seams between the wizard's parts. Step 1 (scheduling/, merchandise/) implements these slices; the wizard
 * shell, the vehicle step and the summary (wizard/, vehicle/, summary/) only read them through these types.
 */

/** Step 1 scheduling block (SPEC §4 Scheduling). */
export interface SchedulingSlice {
  /** The last confirmed choice (closing the date-time modal reverts to it). */
  readonly type: ReadonlySignal<ScheduleType>;
  /** The confirmed instant; null for NOW. */
  readonly dateTime: ReadonlySignal<Date | null>;
  /** NOW needs immediate booking; the others a time after now + the minimum advance. */
  readonly valid: ReadonlySignal<boolean>;
  /** 'Agora', 'Hoje às 14:30', 'Amanhã às 06:00', '24/11/2026 às 09:00'. */
  readonly label: ReadonlySignal<string>;
  /** SPEC §4: 'YYYY-MM-DD HH:mm:ss' in São Paulo time; null for NOW. */
  scheduledFor(): string | null;
}

/** Step 1 places and merchandise (SPEC §2 Step 1, §4 Merchandise). */
export interface MerchandiseSlice {
  readonly serviceType: ReadonlySignal<ServiceType>;
  readonly warehouses: ReadonlySignal<readonly Warehouse[]>;
  readonly warehouse: ReadonlySignal<Warehouse | null>;
  readonly items: ReadonlySignal<readonly Merchandise[]>;
  /** Only for a DELIVERY with 'Adicionar retorno' checked (feature round trip). */
  readonly roundTrip: ReadonlySignal<RoundTrip | null>;
  /** Estimated road km warehouse → stops (→ round trip), core estimatedRoadKm; null until geolocated. */
  readonly distanceKm: ReadonlySignal<number | null>;
  /** Sum of the fiscal documents' goods values (shipments.amount); 0 when none (SPEC §4 vehicle step). */
  readonly goodsValueTotal: ReadonlySignal<number>;
  /** Σ fiscal-document weights in kg, null when no document carries one (pre-fills total weight). */
  readonly documentsWeightKg: ReadonlySignal<number | null>;
}

/** What the wizard was started with: server config and the account's rights. */
export interface WizardEnvironment {
  readonly config: ReadonlySignal<SpotsConfig | null>;
  /** Feature names of the user (/me features + active experiments). */
  readonly features: ReadonlySignal<ReadonlySet<string>>;
  /** Blocked or inactive accounts cannot add merchandise (SPEC §2 account banners). */
  readonly canAddMerchandise: ReadonlySignal<boolean>;
}
