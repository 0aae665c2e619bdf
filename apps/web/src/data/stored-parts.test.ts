import { describe, expect, it } from 'vitest';

import { armyKey, coreKey } from './data-part-rows';
import { checkedParts, forgetStored, markStored, notYetStored } from './stored-parts';

const release = (commit: string | null) => ({ source: { commit }, schemaVersion: 2 });
const whole = (commit: string | null) => ({ ...release(commit), armies: {} });
const core = { name: coreKey('main'), document: { source: { commit: 'a' } } };
const army = { name: armyKey('main', 'Seraphon'), document: { commit: 'a', schemaVersion: 2, army: { name: 'Seraphon' } } };

describe('the parts this worker stored', () => {
  it('gives the checked core and armies for data of their release only', () => {
    forgetStored();
    markStored([core, army], release('a'));
    expect(checkedParts('main', whole('a'))).toEqual({ core: core.document, armies: { Seraphon: army.document.army } });
    expect(checkedParts('main', whole('b'))).toEqual({ armies: {} });
    expect(checkedParts('other', whole('a'))).toEqual({ armies: {} });
    expect(checkedParts('main', null)).toEqual({});
  });

  it('holds one release at a time, and none for data without a commit', () => {
    forgetStored();
    markStored([core, army], release('a'));
    markStored([], release('b'));
    expect(checkedParts('main', whole('a'))).toEqual({ armies: {} });
    expect(notYetStored([core], release('a'))).toEqual([core]);
    markStored([core], release(null));
    expect(notYetStored([core], release(null))).toEqual([core]);
  });
});
