import { describe, expect, it } from 'vitest';

import { armyKey, coreKey } from './data-part-rows';
import { checkedCore, forgetStored, markStored, notYetStored } from './stored-parts';

const release = (commit: string | null) => ({ source: { commit }, schemaVersion: 2 });
const whole = (commit: string | null) => ({ ...release(commit), armies: {} });
const core = { name: coreKey('main'), document: { source: { commit: 'a' } } };
const army = { name: armyKey('main', 'Seraphon'), document: { commit: 'a', schemaVersion: 2, army: { name: 'Seraphon' } } };

describe('the parts this worker stored', () => {
  it('gives the checked core for data of its release only', () => {
    forgetStored();
    markStored([core, army], release('a'));
    expect(checkedCore('main', whole('a'))).toBe(core.document);
    expect(checkedCore('main', whole('b'))).toBeUndefined();
    expect(checkedCore('other', whole('a'))).toBeUndefined();
    expect(checkedCore('main', null)).toBeUndefined();
  });

  it('holds one release at a time, and none for data without a commit', () => {
    forgetStored();
    markStored([core, army], release('a'));
    markStored([], release('b'));
    expect(checkedCore('main', whole('a'))).toBeUndefined();
    expect(notYetStored([core], release('a'))).toEqual([core]);
    markStored([core], release(null));
    expect(notYetStored([core], release(null))).toEqual([core]);
  });
});
