import type { Database } from '../db/database';
import { drivers } from '../db/schema/index';
import { randomDriver } from '../seed/drivers';
import type { Rng } from '../seed/prng';

/** A new invented driver (named '… (demonstração)' like the seed's people) when every one of a type is busy. */
export async function createDemoDriver(
  db: Database,
  rng: Rng,
  vehicleType: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(drivers)
    .values(randomDriver(rng, vehicleType, now))
    .returning({ id: drivers.id });
  return row!.id;
}
