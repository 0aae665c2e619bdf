// What two server instances on one PostgreSQL database can break in the share store (what every dialect answers
// alike is in db/store-behaviours.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { pgInstances } from '../../../test/pg-stores.js';
import { at } from '../../../test/store-rows.js';

const { instances } = await pgInstances('pg-share-store');

const NOW = at('2026-11-26T12:00:00.000Z');

/** A code maker that answers `codes` in turn. */
const codes =
  (...given: string[]) =>
  () =>
    given.shift() ?? 'out-of-codes';

describe('the PostgreSQL share store on two instances', () => {
  it('answers one code when two instances share one segment at once', async () => {
    const { first, second } = instances();
    for (let round = 0; round < 10; round++) {
      const hash = `hash-race-${round}`;
      const answers = await Promise.all([
        first.share.codeFor(`segment-race-${round}`, hash, codes(`first-${round}`), NOW),
        second.share.codeFor(`segment-race-${round}`, hash, codes(`second-${round}`), NOW),
      ]);
      expect(answers[0]).toBe(answers[1]);
      expect(await first.maintenance.rows(sql`select code from share_links where segment_hash = ${hash}`)).toEqual([{ code: answers[0] }]);
    }
  });
});
