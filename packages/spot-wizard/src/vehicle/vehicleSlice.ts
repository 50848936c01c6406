import { SessionExpiredError } from '@box/core/api';
import {
  FEATURE_AD_VALOREM,
  FEATURE_NEW_VEHICLE_POLICY,
  hasRestrictedCirculation,
  isVehicleType,
  RESTRICTED_POLICY_SERVED,
  usesNewVehiclePolicy,
} from '@box/core/catalogues';
import { formatMoney } from '@box/core/format';
import {
  canLeaveVehicleStep,
  driverAssistantsRange,
  isCirculationRestricted,
  validateBodyTypes,
  validateDriverAssistants,
  validateMerchandisesTotalPrice,
  validateTotalWeight,
} from '@box/core/rules';
import type { Vehicle, VehicleTypeCode } from '@box/core/schemas';
import { computed, type ReadonlySignal, signal } from '@preact/signals-react';
import type { SpotWizardApi } from '../api';
import { VEHICLE_MESSAGES } from '../messages/vehicle';

export type VehiclesLoad =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'loaded' }
  | { kind: 'error' }
  | { kind: 'session-expired' };

export interface VehicleSliceDeps {
  /** The user's features (ad valorem, new vehicle policy). */
  features: ReadonlySignal<ReadonlySet<string>>;
  /** When the service starts (null = now): decides whether the São Paulo restriction bites. */
  serviceStart: () => Date | null;
  now?: () => Date;
}

/** What the vehicle step sends on (SPEC §3 "Spot request state", the vehicle part). */
export interface VehicleChoiceDraft {
  vehicle: { type: VehicleTypeCode; bodyTypes: readonly string[]; extras: readonly string[] };
  driverAssistantsCount: number;
  totalWeightInKilograms: number | null;
  merchandisesTotalPrice: number | null;
}

/** '1.500,00': money as the user types it, without the 'R$' the field already shows. */
export const moneyInputText = (value: number) => formatMoney(value).replace(/^R\$\s*/, '');

/** Step 2 of the wizard (SPEC §2, §5): vehicles, weight, body types, extras, assistants, goods value. */
export function createVehicleSlice({ features, serviceStart, now = () => new Date() }: VehicleSliceDeps) {
  const load = signal<VehiclesLoad>({ kind: 'idle' });
  const vehicles = signal<readonly Vehicle[]>([]);
  const selectedId = signal<string | null>(null);
  const weightInput = signal('');
  const bodyTypes = signal<readonly string[]>([]);
  const extras = signal<readonly string[]>([]);
  const assistantsCount = signal(0);
  const priceInput = signal('');
  let lastPrefilledGoodsValue: number | null = null;
  let latest = 0;

  const selected = computed(() => vehicles.value.find((v) => v.id === selectedId.value) ?? null);
  const adValoremApplies = computed(() => features.value.has(FEATURE_AD_VALOREM));

  /** SPEC §6: the new policy once VAN, HR or IVECO is missing (or the flag says so). */
  const newPolicy = computed(
    () =>
      load.value.kind === 'loaded' &&
      (features.value.has(FEATURE_NEW_VEHICLE_POLICY) ||
        usesNewVehiclePolicy(vehicles.value.map((v) => v.id))),
  );
  /** Under the new policy only Moto, Passeio and Fiorino are served; the others need a contact. */
  const isServed = (vehicle: Vehicle) =>
    !newPolicy.value || (RESTRICTED_POLICY_SERVED as readonly string[]).includes(vehicle.id);

  const weight = computed(() => validateTotalWeight(weightInput.value, selected.value?.id ?? ''));
  const bodyTypeCheck = computed(() => {
    const vehicle = selected.value;
    return vehicle
      ? validateBodyTypes(vehicle, bodyTypes.value)
      : validateBodyTypes({ bodyTypeRequired: false, possibleBodyTypes: [] }, []);
  });
  const assistants = computed(() => {
    const vehicle = selected.value;
    return driverAssistantsRange(vehicle?.id ?? '', vehicle?.driverAssistants);
  });
  const assistantsCheck = computed(() => validateDriverAssistants(assistantsCount.value, assistants.value));
  const price = computed(() => validateMerchandisesTotalPrice(priceInput.value, adValoremApplies.value));

  /** SPEC §2: Toco and Truck carry the São Paulo notice; `restricted` when the schedule falls in a window. */
  const circulation = computed(() => {
    const vehicle = selected.value;
    if (!vehicle || !hasRestrictedCirculation(vehicle.id)) return null;
    return { restricted: isCirculationRestricted(vehicle.id, serviceStart() ?? now()) };
  });

  /** SPEC §4 "Next from vehicle", plus the fields of the step that must be valid to quote. */
  const valid = computed(
    () =>
      canLeaveVehicleStep({
        vehicleSelected: selected.value !== null && isServed(selected.value),
        weightValid: weight.value.ok,
        vehiclesLoading: load.value.kind === 'loading',
        bodyTypeValid: bodyTypeCheck.value.ok,
      }) &&
      assistantsCheck.value.ok &&
      price.value.ok,
  );

  /**
   * Why 'Obter cotação' is disabled, one short reason per unmet condition (empty exactly when `valid`): the
   * nav shows them beside the button, the fields show their own.
   */
  const blockers = computed((): readonly string[] => {
    if (load.value.kind === 'loading') return [VEHICLE_MESSAGES.loadingVehicles];
    const vehicle = selected.value;
    if (!vehicle || !isServed(vehicle)) return [VEHICLE_MESSAGES.chooseVehicle];
    return [weight.value, bodyTypeCheck.value, assistantsCheck.value, price.value].flatMap((check) =>
      check.ok ? [] : [check.message],
    );
  });

  const vehicleName = computed(() => selected.value?.name ?? null);

  async function fetchVehicles(api: Pick<SpotWizardApi, 'vehicles'>): Promise<void> {
    const request = ++latest;
    load.value = { kind: 'loading' };
    try {
      const list = await api.vehicles();
      if (request !== latest) return;
      vehicles.value = list;
      load.value = { kind: 'loaded' };
      if (selectedId.value && !list.some((v) => v.id === selectedId.value)) selectedId.value = null;
    } catch (error) {
      if (request !== latest) return;
      load.value = error instanceof SessionExpiredError ? { kind: 'session-expired' } : { kind: 'error' };
    }
  }

  /** Choosing a vehicle keeps only the body types and extras it offers and takes its default assistants. */
  function select(id: string): void {
    const vehicle = vehicles.value.find((v) => v.id === id);
    if (!vehicle || !isServed(vehicle) || id === selectedId.value) return;
    selectedId.value = id;
    const bodies = new Set(vehicle.possibleBodyTypes.map((b) => b.id));
    bodyTypes.value = bodyTypes.value.filter((b) => bodies.has(b));
    const offered = new Set(vehicle.availableExtras.map((e) => e.id));
    extras.value = extras.value.filter((e) => offered.has(e));
    assistantsCount.value = driverAssistantsRange(vehicle.id, vehicle.driverAssistants).defaultCount;
  }

  const toggle = (list: readonly string[], id: string, on: boolean) =>
    on ? (list.includes(id) ? list : [...list, id]) : list.filter((x) => x !== id);

  function setBodyType(id: string, on: boolean): void {
    bodyTypes.value = toggle(bodyTypes.value, id, on);
  }
  function setExtra(id: string, on: boolean): void {
    extras.value = toggle(extras.value, id, on);
  }

  /**
   * SPEC §4: entering the step fills the goods value from the fiscal documents when their sum is nonzero (again
   * only when that sum changed, so a value the user corrected survives a trip back to step 1), and the weight
   * from the documents' gross weights when the field is empty.
   */
  function enter(from: { goodsValueTotal: number; documentsWeightKg: number | null }): void {
    const goods = from.goodsValueTotal;
    if (goods > 0 && (goods !== lastPrefilledGoodsValue || priceInput.value.trim() === '')) {
      priceInput.value = moneyInputText(goods);
      lastPrefilledGoodsValue = goods;
    }
    if (weightInput.value.trim() === '' && from.documentsWeightKg !== null && from.documentsWeightKg > 0) {
      weightInput.value = String(Math.ceil(from.documentsWeightKg));
    }
  }

  /** The step's answer, once `valid`. */
  function choice(): VehicleChoiceDraft | null {
    const vehicle = selected.value;
    if (!vehicle || !valid.value || !isVehicleType(vehicle.id) || !weight.value.ok || !price.value.ok)
      return null;
    return {
      vehicle: { type: vehicle.id, bodyTypes: bodyTypes.value, extras: extras.value },
      driverAssistantsCount: assistants.value.available ? assistantsCount.value : 0,
      totalWeightInKilograms: weight.value.value,
      merchandisesTotalPrice: adValoremApplies.value ? price.value.value : null,
    };
  }

  return {
    load,
    vehicles,
    selectedId,
    selected,
    weightInput,
    weight,
    bodyTypes,
    bodyTypeCheck,
    extras,
    assistants,
    assistantsCount,
    assistantsCheck,
    priceInput,
    price,
    adValoremApplies,
    newPolicy,
    isServed,
    circulation,
    valid,
    blockers,
    vehicleName,
    fetchVehicles,
    select,
    setBodyType,
    setExtra,
    enter,
    choice,
  };
}

export type VehicleSlice = ReturnType<typeof createVehicleSlice>;
