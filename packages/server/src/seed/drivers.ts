import type { drivers } from '../db/schema/index';
import { randomCpf, randomDigits, randomPlate } from './documents';
import { randomMobile, randomPerson } from './people';
import type { Rng } from './prng';

/** An invented driver (named '… (demonstração)' like the seed's people): the seed's fleet and the simulator's extras. */
export function randomDriver(
  rng: Rng,
  vehicleType: string,
  createdAt: Date,
): Omit<typeof drivers.$inferInsert, 'id'> {
  const person = randomPerson(rng);
  return {
    firstName: person.first,
    lastName: person.last,
    cpf: randomCpf(rng),
    cnh: randomDigits(rng, 11),
    documentNumber: randomDigits(rng, 9),
    phone: randomMobile(rng),
    vehiclePlate: randomPlate(rng),
    vehicleType,
    vehicleModel: null,
    createdAt,
  };
}
