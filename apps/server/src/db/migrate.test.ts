import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, describe, expect, it } from 'vitest';

import { makeTempDir } from '../../test/helpers.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { MIGRATIONS_TABLE, openDatabase } from './open-database.js';
import * as schema from './schema.js';

type Journal = { entries: { idx: number; when: number; tag: string; breakpoints: boolean }[] };

const temp = makeTempDir();
afterAll(() => temp.remove());

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
const tables = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable => is(value, SQLiteTable));

describe('migrations', () => {
  it('have a journal entry for each SQL file, numbered in order, with growing timestamps', () => {
    const files = readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0'))).toBe(true);
      expect(entry.breakpoints).toBe(true);
      if (index > 0) expect(entry.when).toBeGreaterThan(journal.entries[index - 1]!.when);
    });
  });

  it('create every table of the schema, with exactly its columns, in a WAL-mode file', () => {
    const path = join(temp.dir, 'fresh', 'scrolldex.sqlite');
    const db = openDatabase(path);
    try {
      expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        const config = getTableConfig(table);
        const columns = db.$client.prepare(`select name, "notnull" as required from pragma_table_info(?) order by cid`).all(config.name) as {
          name: string;
          required: number;
        }[];
        expect(columns.map((column) => column.name).sort(), config.name).toEqual(config.columns.map((column) => column.name).sort());
        for (const column of config.columns) {
          expect(columns.find((found) => found.name === column.name)!.required === 1, `${config.name}.${column.name} not null`).toBe(
            column.notNull || column.primary,
          );
        }
      }
    } finally {
      db.$client.close();
    }
  });

  it('run once: opening the database again changes nothing', () => {
    const path = join(temp.dir, 'twice.sqlite');
    const first = openDatabase(path);
    first.$client.prepare(`insert into game_data_builds values ('abc', 'k', 'GH', '2026-27', 'W/"e"', 1, 1, 1, 0, 5, 0, 0)`).run();
    const applied = first.$client.prepare(`select hash, created_at from ${MIGRATIONS_TABLE}`).all();
    first.$client.close();

    const second = openDatabase(path);
    try {
      expect(second.$client.prepare(`select hash, created_at from ${MIGRATIONS_TABLE}`).all()).toEqual(applied);
      expect(applied).toHaveLength(journal.entries.length);
      expect(second.$client.prepare('select count(*) as n from game_data_builds').get()).toEqual({ n: 1 });
    } finally {
      second.$client.close();
    }
  });
});
