import type { Database } from '../db/database';
import { drivers } from '../db/schema/index';
import { randomCpf, randomDigits, randomPlate } from '../seed/documents';
import { randomMobile, randomPerson } from '../seed/people';
import type { Rng } from '../seed/prng';

/** A new invented driver (named '… (demonstração)' like the seed's people) when every one of a type is busy. */
export async function createDemoDriver(
  db: Database,
  rng: Rng,
  vehicleType: string,
  now: Date,
): Promise<number> {
  const person = randomPerson(rng);
  const [row] = await db
    .insert(drivers)
    .values({
      firstName: person.first,
      lastName: person.last,
      cpf: randomCpf(rng),
      cnh: randomDigits(rng, 11),
      documentNumber: randomDigits(rng, 9),
      phone: randomMobile(rng),
      vehiclePlate: randomPlate(rng),
      vehicleType,
      vehicleModel: null,
      createdAt: now,
    })
    .returning({ id: drivers.id });
  return row!.id;
}
