import { SERVICE_AVAILABILITY_NOTICES, serviceAvailability } from './service-availability';

describe('serviceAvailability', () => {
  it("serves on 'ok'", () => {
    expect(serviceAvailability('ok')).toEqual({ available: true, notice: null });
  });

  it('names tomorrow and next Monday', () => {
    expect(serviceAvailability('only_available_tomorrow')).toEqual({
      available: false,
      notice: SERVICE_AVAILABILITY_NOTICES.only_available_tomorrow,
    });
    expect(serviceAvailability('only_available_next_work_day').notice).toContain('próxima segunda-feira');
    expect(SERVICE_AVAILABILITY_NOTICES.only_available_tomorrow).toContain('amanhã');
  });

  it.each(['closed', '', null, undefined])('any other value (%j) means today from 7h', (value) => {
    expect(serviceAvailability(value)).toEqual({
      available: false,
      notice: SERVICE_AVAILABILITY_NOTICES.other,
    });
    expect(SERVICE_AVAILABILITY_NOTICES.other).toContain('a partir das 7h');
  });
});
