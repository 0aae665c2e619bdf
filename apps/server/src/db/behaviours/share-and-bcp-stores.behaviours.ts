// What every ShareStore and BcpStateStore answers, whichever its dialect (store-behaviours.ts): a segment keeps one
// short code, and a BCP login state is spent once, a restart of the server included.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { at } from '../../../test/store-rows.js';
import { withStores, type StoresFixture } from './store-fixture.js';

const NOW = at('2026-11-26T12:00:00.000Z');

/** A code maker that answers `given` in turn. */
const codes =
  (...given: string[]) =>
  () =>
    given.shift() ?? 'out-of-codes';

export function describeShareAndBcpStores({ stores, open }: StoresFixture): void {
  describe('share links', () => {
    it('stores a segment under a new code, answers that code for it again, and the segment for the code', async () => {
      const { share } = stores();
      const id = randomUUID();
      expect(await share.codeFor(`segment-${id}`, `hash-${id}`, codes(`code-${id}`), NOW)).toBe(`code-${id}`);
      expect(await share.codeFor(`segment-${id}`, `hash-${id}`, codes('code-other'), NOW)).toBe(`code-${id}`);
      expect(await share.segmentOf(`code-${id}`)).toBe(`segment-${id}`);
      expect(await share.segmentOf('code-unknown')).toBeUndefined();
    });

    it('draws another code when the new one is taken, keeping the segment that holds it', async () => {
      const { share } = stores();
      const [first, second] = [randomUUID(), randomUUID()];
      await share.codeFor(`segment-${first}`, `hash-${first}`, codes(`code-${first}`), NOW);
      expect(await share.codeFor(`segment-${second}`, `hash-${second}`, codes(`code-${first}`, `code-${second}`), NOW)).toBe(`code-${second}`);
      expect(await share.segmentOf(`code-${first}`)).toBe(`segment-${first}`);
      expect(await share.segmentOf(`code-${second}`)).toBe(`segment-${second}`);
    });
  });

  describe('BCP login states', () => {
    it('spends a state once: true the first time, false ever after, after a restart too', async () => {
      const nonce = `nonce-${randomUUID()}`;
      const expires = at('2026-11-26T12:10:00.000Z');
      expect(await stores().bcpStates.spend(nonce, expires)).toBe(true);
      expect(await stores().bcpStates.spend(nonce, expires)).toBe(false);
      expect(await stores().bcpStates.spend(`other-${nonce}`, expires)).toBe(true);

      // A server that spent a state, then another started on the same database.
      expect(await withStores(open, 'bcp-restart', (before) => before.bcpStates.spend(nonce, expires))).toBe(true);
      expect(await withStores(open, 'bcp-restart', (after) => after.bcpStates.spend(nonce, expires))).toBe(false);
    });
  });
}
