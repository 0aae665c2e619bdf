import { describe, expect, it } from 'vitest';

import { data, makeRoster, NOW } from '../../test/roster-support.js';
import { applyRosterEdit } from './apply-roster-edit.js';
import { formatRoster } from './format-roster.js';
import { checkGlorySpend, glorySpendMessage, spendGlory } from './spend-glory.js';

const withGlory = (glory: number) => makeRoster('Ascension', [{ op: 'setGlory', glory }]);
const spend = (what: string, glory: number) => ({ id: 's1', what, glory });

describe('spendGlory', () => {
  it('takes the cost off the glory points and records what it bought', () => {
    const result = spendGlory(withGlory(12), spend('A new unit: Liberators', 5), NOW + 1);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ glory: 7, spent: [{ id: 's1', what: 'A new unit: Liberators', glory: 5 }], _updatedAt: NOW + 1 }),
    });
  });

  it("shows what the glory bought in the roster's text", () => {
    const result = spendGlory(withGlory(12), spend('A new unit: Liberators', 5), NOW);
    expect(result.ok && formatRoster(result.value, data())).toContain('Glory points: 7\n  Spent 5 on A new unit: Liberators\n');
  });

  it('spends every point the roster has, and not one more', () => {
    expect(spendGlory(withGlory(5), spend('Enhancement', 5), NOW)).toMatchObject({ ok: true, value: { glory: 0 } });
    const roster = withGlory(4);
    expect(spendGlory(roster, spend('Enhancement', 5), NOW)).toEqual({ ok: false, errors: ['notEnoughGlory'] });
    expect(glorySpendMessage('notEnoughGlory', roster)).toBe('The roster has 4 glory points: it cannot spend more.');
  });

  it('refuses a spending that names nothing or costs nothing, and a locked roster', () => {
    expect(checkGlorySpend(withGlory(5), spend('  ', 0))).toEqual(['nothingNamed', 'noGlory']);
    expect(checkGlorySpend({ ...withGlory(5), locked: true }, spend('Enhancement', 1))).toEqual(['locked']);
  });

  it('never takes glory below zero, even from an edit that skipped the check', () => {
    const roster = withGlory(3);
    expect(applyRosterEdit(roster, { op: 'spendGlory', spend: spend('Too dear', 4) }, NOW)).toMatchObject({ glory: 3, spent: [] });
  });
});
