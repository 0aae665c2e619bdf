import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { pgInstances } from '../../../test/pg-stores.js';
import { at } from '../../../test/store-rows.js';

const { instances } = await pgInstances('pg-bcp-state-store');

const EXPIRES = at('2026-11-26T12:10:00.000Z');

describe('the PostgreSQL BCP state store on two instances', () => {
  it('spends a nonce once, on whichever instance tries it again (what every dialect answers alike: db/store-behaviours.ts)', async () => {
    const { first, second } = instances();
    expect(await first.bcpStates.spend('nonce-a', EXPIRES)).toBe(true);
    expect(await first.bcpStates.spend('nonce-a', EXPIRES)).toBe(false);
    expect(await second.bcpStates.spend('nonce-a', EXPIRES)).toBe(false);
    expect(await second.bcpStates.spend('nonce-b', EXPIRES)).toBe(true);
  });

  it('answers true to exactly one of two instances spending one nonce at once', async () => {
    const { first, second } = instances();
    for (let round = 0; round < 20; round++) {
      const nonce = `nonce-race-${round}`;
      const answers = await Promise.all([first.bcpStates.spend(nonce, EXPIRES), second.bcpStates.spend(nonce, EXPIRES)]);
      expect(answers.filter(Boolean), nonce).toHaveLength(1);
      const stored = sql`select nonce from bcp_spent_states where nonce = ${nonce} and expires_at = ${EXPIRES.toISOString()}::timestamptz`;
      expect(await first.maintenance.rows(stored)).toEqual([{ nonce }]);
    }
  });
});
