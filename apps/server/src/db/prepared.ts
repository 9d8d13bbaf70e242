/**
 * A statement prepared once per database handle (decision 086): `build` makes it with Drizzle's
 * placeholders and `.prepare(name)`, the first time a handle asks; every later call on that handle
 * gets the same prepared query, which node-postgres parses once per pooled connection.
 */
export function preparedPer<Handle extends object, Prepared>(
  build: (db: Handle) => Prepared,
): (db: Handle) => Prepared {
  const prepared = new WeakMap<Handle, Prepared>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
