import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';

import { requirePostgresDatabase } from '../../../test/postgres.js';
import { PG_MIGRATIONS_FOLDER } from '../migrations-folder.js';
import { MIGRATIONS_TABLE } from '../open-database.js';
import { openPgDatabase, type PgAppDatabase } from './open-pg-database.js';
import * as pgSchema from './schema.js';

const journal = JSON.parse(readFileSync(join(PG_MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
const tables = Object.values(pgSchema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

const opened: PgAppDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.$client.end()));
});

/** A database of its own for each test: the key only has to be unique. */
function freshDatabaseUrl(test: string): Promise<string> {
  return requirePostgresDatabase(`open-pg-database ${test} ${process.pid} ${Date.now()}`);
}

async function open(url: string): Promise<PgAppDatabase> {
  const db = await openPgDatabase(url);
  opened.push(db);
  return db;
}

async function appliedMigrations(db: PgAppDatabase): Promise<unknown[]> {
  const result = await db.$client.query(`select hash, created_at from ${MIGRATIONS_TABLE} order by id`);
  return result.rows;
}

describe('openPgDatabase', () => {
  it('creates every table of the schema, with exactly its columns', async () => {
    const db = await open(await freshDatabaseUrl('tables'));
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const config = getTableConfig(table);
      const { rows } = await db.$client.query<{ name: string; nullable: 'YES' | 'NO' }>(
        `select column_name as name, is_nullable as nullable from information_schema.columns where table_schema = 'public' and table_name = $1`,
        [config.name],
      );
      expect(rows.map((column) => column.name).sort(), config.name).toEqual(config.columns.map((column) => column.name).sort());
      for (const column of config.columns) {
        expect(rows.find((found) => found.name === column.name)!.nullable === 'NO', `${config.name}.${column.name} not null`).toBe(
          column.notNull || column.primary,
        );
      }
    }
    expect(await appliedMigrations(db)).toHaveLength(journal.entries.length);
  });

  it('migrates once: opening the database again applies nothing and keeps the rows', async () => {
    const url = await freshDatabaseUrl('twice');
    const first = await open(url);
    await first.$client.query(`insert into stripe_events (id, type, received_at) values ('evt_1', 'checkout.session.completed', now())`);
    const applied = await appliedMigrations(first);

    const second = await open(url);
    expect(await appliedMigrations(second)).toEqual(applied);
    expect((await second.$client.query('select id from stripe_events')).rows).toEqual([{ id: 'evt_1' }]);
  });

  it('lets instances start at once: all open, and the migrations are applied once', async () => {
    const url = await freshDatabaseUrl('at once');
    const [first] = await Promise.all([open(url), open(url), open(url)]);
    expect(await appliedMigrations(first!)).toHaveLength(journal.entries.length);
  });
});
