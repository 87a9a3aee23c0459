import type { Db } from './client';

/**
 * A statement built once per database and then only executed with its parameters
 * (`sql.placeholder`): Drizzle's query building costs more CPU than the database's answer on the
 * hottest calls (`get-meta`, `save-meta`). On PostgreSQL it is a named prepared statement, which
 * each pooled connection prepares on first use; on PGlite the built query is reused.
 */
export function preparedPerDatabase<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
