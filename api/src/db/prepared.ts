import type { Queryable } from './client';

/**
 * A query of the hot path (every request's membership lookup, the dashboard's standings and
 * week), built once per database handle instead of on every call: drizzle builds the SQL
 * text once, and on PostgreSQL the statement is named, so each pooled connection parses it
 * once and PostgreSQL may keep its plan. `build` must call `.prepare(name)` with a name no
 * other query uses, taking its values through `sql.placeholder`.
 *
 * A transaction is a handle of its own: it gets its own copy, built on first use.
 */
export function preparedPerDatabase<Prepared>(build: (db: Queryable) => Prepared): (db: Queryable) => Prepared {
  const built = new WeakMap<Queryable, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
