import { RESTRICTED_POLICY_NOTICE, SAO_PAULO_RESTRICTION_NOTICE } from '@box/core/catalogues';
import { Alert, ErrorState, Skeleton } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { VEHICLE_MESSAGES } from '../messages/vehicle';
import { WIZARD_MESSAGES } from '../messages/wizard';
import { usePartSheets } from '../wizard/partSheets';
import { VEHICLE_STEP_SHEETS } from './styles';
import { VehicleCards } from './VehicleCards';
import { VehicleOptions } from './VehicleOptions';
import type { VehicleSlice } from './vehicleSlice';

export interface VehicleStepProps {
  slice: VehicleSlice;
  onRetry: () => void;
}

function LoadingCards() {
  return (
    <div className="box-vehicle-cards__grid" role="status" aria-label={VEHICLE_MESSAGES.loadingVehicles}>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <Skeleton key={i} height={112} />
      ))}
    </div>
  );
}

/** Step 2 (SPEC §2): the vehicle cards, the policy notices and the chosen vehicle's options. */
export function VehicleStep({ slice, onRetry }: VehicleStepProps) {
  useSignals();
  usePartSheets(VEHICLE_STEP_SHEETS);
  const load = slice.load.value.kind;
  const circulation = slice.circulation.value;

  if (load === 'session-expired') {
    return <ErrorState title={WIZARD_MESSAGES.sessionTitle} message={WIZARD_MESSAGES.sessionMessage} />;
  }
  if (load === 'error') {
    return (
      <ErrorState
        title={VEHICLE_MESSAGES.loadErrorTitle}
        message={VEHICLE_MESSAGES.loadErrorMessage}
        onRetry={onRetry}
        retryLabel={VEHICLE_MESSAGES.retry}
        retryAs="button"
      />
    );
  }
  return (
    <div className="box-vehicle-step">
      {slice.newPolicy.value ? (
        <Alert tone="info" title={VEHICLE_MESSAGES.restrictedPolicyTitle}>
          {RESTRICTED_POLICY_NOTICE}
        </Alert>
      ) : null}
      {load === 'loaded' ? (
        <VehicleCards
          vehicles={slice.vehicles.value}
          selectedId={slice.selectedId.value}
          isServed={slice.isServed}
          onSelect={slice.select}
        />
      ) : (
        <LoadingCards />
      )}
      {circulation ? (
        <Alert tone={circulation.restricted ? 'warning' : 'info'} title={VEHICLE_MESSAGES.circulationTitle}>
          <p>{SAO_PAULO_RESTRICTION_NOTICE}</p>
          {circulation.restricted ? <p>{VEHICLE_MESSAGES.circulationScheduled}</p> : null}
        </Alert>
      ) : null}
      {load === 'loaded' ? <VehicleOptions slice={slice} /> : null}
    </div>
  );
}
