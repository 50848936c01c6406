import { abbreviateName } from './names';

describe('abbreviateName', () => {
  it.each([
    ['Ana Beatriz Ramos (demonstração)', 'Ana R.'],
    ['João da Silva', 'João S.'],
    ['Cher', 'Cher'],
    ['  rafael   almeida  ', 'rafael A.'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(abbreviateName(name)).toBe(expected);
  });
});
