import { sampleOrderDetails } from '../fixtures/statement';
import { stopAddress, stopMarkers, stopNumbers } from './stopMarkers';

describe('stop markers', () => {
  const details = sampleOrderDetails();

  it('numbers the stops from 1, leaving warehouse tasks (loading, unloading) without a number', () => {
    expect(stopNumbers(details.stops)).toEqual([null, 1, 2, 3]);
  });

  it('places a marker per stop, coloured by status, named by number or task and address', () => {
    expect(
      stopMarkers(details).map(({ kind, tone, label, title, position }) => ({
        kind,
        tone,
        label,
        title,
        position,
      })),
    ).toEqual([
      {
        kind: 'warehouse',
        tone: 'success',
        label: undefined,
        title: 'Carregamento: Rua Vergueiro, 1000',
        position: { latitude: -23.5719, longitude: -46.6394 },
      },
      {
        kind: 'stop',
        tone: 'success',
        label: '1',
        title: 'Parada 1: Avenida Paulista, 1578',
        position: { latitude: -23.5614, longitude: -46.6559 },
      },
      {
        kind: 'stop',
        tone: 'failure',
        label: '2',
        title: 'Parada 2: Rua Augusta, s/n',
        position: { latitude: -23.5558, longitude: -46.6622 },
      },
      {
        kind: 'stop',
        tone: 'default',
        label: '3',
        title: 'Parada 3: Rua Vergueiro, 1000',
        position: { latitude: -23.5719, longitude: -46.6394 },
      },
    ]);
  });

  it('writes the address as street and number', () => {
    expect(stopAddress(details.stops[1]!)).toBe('Avenida Paulista, 1578');
  });
});
