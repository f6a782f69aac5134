// An empty database of the given name on the PostgreSQL server `url` names, made anew (the one a
// killed run left behind is dropped first): what a journey that runs a shop of its own starts it on,
// and seeds as the shop does at start (with the journeys' test cards). The data tests' databases
// (freshPostgresUrl in db.ts) are clones of a template seeded without them.
import pg from 'pg';

/** Drops and creates database `name` on the server of `url`; answers the address of the new database. */
export async function freshDatabase(url: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}
