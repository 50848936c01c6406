import {
  canFinishSpot,
  canLeaveMerchandiseStep,
  canLeaveVehicleStep,
  canMoveWizardStep,
  isMerchandiseListCollapsible,
  merchandiseStepSubtitle,
  summaryStepSubtitle,
  vehicleStepSubtitle,
} from './wizard';

describe('canMoveWizardStep', () => {
  it('allows only the moves of SPEC §4', () => {
    expect(canMoveWizardStep('merchandise', 'vehicle')).toBe(true);
    expect(canMoveWizardStep('vehicle', 'merchandise')).toBe(true);
    expect(canMoveWizardStep('vehicle', 'summary')).toBe(true);
    expect(canMoveWizardStep('summary', 'vehicle')).toBe(true);
    expect(canMoveWizardStep('merchandise', 'summary')).toBe(false);
    expect(canMoveWizardStep('summary', 'merchandise')).toBe(false);
    expect(canMoveWizardStep('vehicle', 'vehicle')).toBe(false);
  });
});

describe('subtitles', () => {
  it('count notes, name the vehicle, show the quote', () => {
    expect(merchandiseStepSubtitle(0)).toBe('Nenhuma nota cadastrada');
    expect(merchandiseStepSubtitle(1)).toBe('1 nota cadastrada');
    expect(merchandiseStepSubtitle(3)).toBe('3 notas cadastradas');
    expect(vehicleStepSubtitle(null)).toBe('Nenhum veículo selecionado');
    expect(vehicleStepSubtitle('Van')).toBe('Van');
    expect(summaryStepSubtitle(null, false)).toBe('Nenhuma informação');
    expect(summaryStepSubtitle(1234.5, false)).toBe('R$ 1.234,50');
  });
});

describe('step gates', () => {
  const okRow = { status: { type: 'ok' }, trackingCodeTooLong: false };
  const base = { schedulingValid: true, warehouseSelected: true, merchandises: [okRow] };

  it('merchandise step needs scheduling, a warehouse and only good rows', () => {
    expect(canLeaveMerchandiseStep(base)).toBe(true);
    expect(canLeaveMerchandiseStep({ ...base, schedulingValid: false })).toBe(false);
    expect(canLeaveMerchandiseStep({ ...base, warehouseSelected: false })).toBe(false);
    expect(canLeaveMerchandiseStep({ ...base, merchandises: [] })).toBe(false);
    expect(
      canLeaveMerchandiseStep({ ...base, merchandises: [okRow, { ...okRow, status: { type: 'error' } }] }),
    ).toBe(false);
    expect(
      canLeaveMerchandiseStep({ ...base, merchandises: [{ ...okRow, trackingCodeTooLong: true }] }),
    ).toBe(false);
  });

  it('vehicle step needs a vehicle, a valid weight and body type, and loaded vehicles', () => {
    const vehicle = { vehicleSelected: true, weightValid: true, vehiclesLoading: false, bodyTypeValid: true };
    expect(canLeaveVehicleStep(vehicle)).toBe(true);
    expect(canLeaveVehicleStep({ ...vehicle, vehiclesLoading: true })).toBe(false);
    expect(canLeaveVehicleStep({ ...vehicle, bodyTypeValid: false })).toBe(false);
  });

  it('finish only once, after a successful estimate', () => {
    expect(canFinishSpot({ submitted: false, estimate: 'success' })).toBe(true);
    expect(canFinishSpot({ submitted: true, estimate: 'success' })).toBe(false);
    expect(canFinishSpot({ submitted: false, estimate: 'loading' })).toBe(false);
    expect(canFinishSpot({ submitted: false, estimate: 'fail' })).toBe(false);
  });

  it('collapses the list above 2 items', () => {
    expect(isMerchandiseListCollapsible(2)).toBe(false);
    expect(isMerchandiseListCollapsible(3)).toBe(true);
  });
});
