import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { at, pgInstances } from '../../../test/pg-stores.js';

const { instances } = await pgInstances('pg-share-store');

const NOW = at('2026-11-26T12:00:00.000Z');

/** A code maker that answers `codes` in turn. */
const codes =
  (...given: string[]) =>
  () =>
    given.shift() ?? 'out-of-codes';

describe('the PostgreSQL share store', () => {
  it('stores a segment under a new code, answers the stored code for it again, and the segment for the code', async () => {
    const { share } = instances().first;
    expect(await share.codeFor('segment-a', 'hash-a', codes('code-a'), NOW)).toBe('code-a');
    expect(await share.codeFor('segment-a', 'hash-a', codes('code-other'), NOW)).toBe('code-a');
    expect(await share.segmentOf('code-a')).toBe('segment-a');
    expect(await share.segmentOf('code-unknown')).toBeUndefined();
  });

  it('tries another code when the new one is taken', async () => {
    const { share } = instances().first;
    await share.codeFor('segment-b', 'hash-b', codes('code-b'), NOW);
    expect(await share.codeFor('segment-c', 'hash-c', codes('code-b', 'code-c'), NOW)).toBe('code-c');
    expect(await share.segmentOf('code-b')).toBe('segment-b');
    expect(await share.segmentOf('code-c')).toBe('segment-c');
  });

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
