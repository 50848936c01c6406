import type { Rng } from './prng';

// Invented people: first and last names are combined at random and every name says it is a demo.
const FIRST = [
  'Rafael',
  'Juliana',
  'Marcos',
  'Fernanda',
  'Thiago',
  'Camila',
  'Lucas',
  'Patrícia',
  'Gustavo',
  'Larissa',
  'Rodrigo',
  'Aline',
  'Felipe',
  'Renata',
  'Diego',
  'Tatiane',
  'Bruno',
  'Vanessa',
  'Leandro',
  'Priscila',
] as const;
const LAST = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Duarte',
  'Esteves',
  'Farias',
  'Gonçalves',
  'Henriques',
  'Lacerda',
  'Monteiro',
  'Nascimento',
  'Pacheco',
  'Quintana',
  'Rezende',
  'Siqueira',
  'Teixeira',
  'Valente',
  'Xavier',
] as const;

export const DEMO_MARK = '(demonstração)';

export interface PersonName {
  first: string;
  last: string;
}

export const randomPerson = (rng: Rng): PersonName => ({
  first: rng.pick(FIRST),
  last: `${rng.pick(LAST)} ${DEMO_MARK}`,
});

export const fullName = (p: PersonName) => `${p.first} ${p.last}`;

/** '(11) 9NNNN-NNNN' */
export const randomMobile = (rng: Rng) =>
  `(11) 9${rng.int(1000, 9999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
