import { vehicleSpec } from '../domain/vehicles';
import { vehicleChoiceProblems } from './vehicle-choice';

const field = 'vehicleConfig.extras';

describe('vehicleChoiceProblems', () => {
  it('accepts what the vehicle offers', () => {
    expect(
      vehicleChoiceProblems(
        vehicleSpec('TOCO')!,
        { extras: ['CINTAS'], driverAssistantsCount: 3, bodyTypes: ['BAU'], totalWeightInKilograms: 5000 },
        field,
      ),
    ).toEqual([]);
    expect(
      vehicleChoiceProblems(vehicleSpec('MOTO')!, { extras: [], driverAssistantsCount: 0 }, field),
    ).toEqual([]);
  });

  it('names extras the vehicle does not offer and too many assistants', () => {
    expect(
      vehicleChoiceProblems(
        vehicleSpec('FIORINO')!,
        { extras: ['PLATAFORMA'], driverAssistantsCount: 2 },
        field,
      ),
    ).toEqual([
      { field, message: 'Adicionais não disponíveis para Utilitário Pequeno: PLATAFORMA.' },
      { field: 'driverAssistantsCount', message: 'Escolha de 0 a 1 ajudantes.' },
    ]);
    expect(
      vehicleChoiceProblems(vehicleSpec('MOTO')!, { extras: [], driverAssistantsCount: 1 }, field),
    ).toEqual([{ field: 'driverAssistantsCount', message: 'Escolha de 0 a 0 ajudantes.' }]);
  });

  it('checks body types and weight of a spot command', () => {
    const truck = vehicleSpec('TRUCK')!;
    const problems = (bodyTypes: string[], totalWeightInKilograms: number | null) =>
      vehicleChoiceProblems(
        truck,
        { extras: [], driverAssistantsCount: 0, bodyTypes, totalWeightInKilograms },
        field,
      ).map((r) => r.message);
    expect(problems([], 1000)).toEqual(['Selecione ao menos um tipo de carroceria.']);
    expect(problems(['TANQUE'], 1000)).toEqual(['Carrocerias não disponíveis para Truck: TANQUE.']);
    expect(problems(['SIDER'], null)).toEqual(['Informe o peso total da carga para este veículo.']);
    expect(problems(['SIDER'], 12_001)).toEqual(['O peso passa da capacidade de Truck (12000 kg).']);
  });
});
