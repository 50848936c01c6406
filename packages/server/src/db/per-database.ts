/**
 * One value per database, made on first use. Module-level state that belongs to a database (its kept answers,
 * its single flights) is kept this way, so apps in one process over different databases (the tests) never
 * share it.
 */
export function perDatabase<T>(make: () => T): (db: object) => T {
  const values = new WeakMap<object, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make();
      values.set(db, value);
    }
    return value;
  };
}
