import { normalizeName, routeOf, routeStop, ufOf } from './places';

const place = (locality: string, state: string, latitude = -23.5) => ({
  geolocation: { latitude, longitude: -46.6 },
  address: {
    postalCode: '01001000',
    thoroughfare: 'Praça da Sé',
    number: '1',
    neighborhood: 'Sé',
    locality,
    state,
    complement: null,
    contact: null,
  },
});

describe('places', () => {
  it('reads a state as a UF code or a name, any case, with or without accents', () => {
    expect(ufOf('SP')).toBe('SP');
    expect(ufOf('sp')).toBe('SP');
    expect(ufOf('São Paulo')).toBe('SP');
    expect(ufOf('sao  paulo ')).toBe('SP');
    expect(ufOf('Rio Grande do Sul')).toBe('RS');
    expect(ufOf('Atlântida')).toBeNull();
    expect(normalizeName(' Águas  de Lindóia ')).toBe('aguas de lindoia');
  });

  it('keys a municipality by its name and UF, so spellings agree and namesakes in other states do not', () => {
    expect(routeStop(place('São Paulo', 'SP')).municipality).toBe(
      routeStop(place('sao paulo', 'São Paulo')).municipality,
    );
    expect(routeStop(place('Bom Jesus', 'RS')).municipality).not.toBe(
      routeStop(place('Bom Jesus', 'PI')).municipality,
    );
  });

  it('orders the route: loading place, merchandise places, unloading place', () => {
    const route = routeOf({
      loadingPlace: place('São Paulo', 'SP', -1),
      places: [place('São Paulo', 'SP', -2), place('Campinas', 'SP', -3)],
      unloadingPlace: place('São Paulo', 'SP', -4),
    });
    expect(route.map((s) => s.point.latitude)).toEqual([-1, -2, -3, -4]);
    expect(
      routeOf({
        loadingPlace: null,
        places: [place('Osasco', 'SP', -2)],
        unloadingPlace: place('São Paulo', 'SP', -4),
      }).map((s) => s.municipality),
    ).toEqual(['osasco/SP', 'sao paulo/SP']);
  });
});
