import { describe, expect, it } from 'vitest';

import { makeRoster, NOW, realCampaign } from '../../test/roster-support.js';
import { applyRosterEdit } from './apply-roster-edit.js';
import { nextRank, rankForRenown, rankLadder } from './rank-ladder.js';

const withHero = () =>
  makeRoster('Ascension', [
    { op: 'addUnit', id: 'u1', name: 'Knight-Questor' },
    { op: 'setWarlord', unit: 'u1' },
    { op: 'setPath', unit: 'u1', path: 'Path of the Warrior' },
    { op: 'addPathAbility', unit: 'u1', ability: 'Berserker' },
  ]);

describe('applyRosterEdit', () => {
  it('drops the abilities of the old path when the unit takes another, and keeps them when the path is the same', () => {
    expect(applyRosterEdit(withHero(), { op: 'setPath', unit: 'u1', path: 'Path of the Warrior' }, NOW).units[0]!.pathAbilities).toEqual(['Berserker']);
    expect(applyRosterEdit(withHero(), { op: 'setPath', unit: 'u1', path: 'Path of the Leader' }, NOW).units[0]).toMatchObject({
      path: 'Path of the Leader',
      pathAbilities: [],
    });
  });

  it('clears the warlord with its unit, never counts below zero, and stamps the time', () => {
    const removed = applyRosterEdit(withHero(), { op: 'removeUnit', unit: 'u1' }, NOW + 5);
    expect(removed).toMatchObject({ units: [], warlord: null, _updatedAt: NOW + 5 });
    expect(applyRosterEdit(withHero(), { op: 'setGlory', glory: -3 }, NOW).glory).toBe(0);
  });

  it('starts a new quest at zero quest points', () => {
    const questing = applyRosterEdit(
      applyRosterEdit(withHero(), { op: 'setQuest', name: 'Seek Glory In Battle' }, NOW),
      { op: 'setQuestPoints', points: 3 },
      NOW,
    );
    expect(applyRosterEdit(questing, { op: 'setQuest', name: 'Rise of a Champion' }, NOW).quest).toEqual({ name: 'Rise of a Champion', points: 0 });
  });

  it('changes nothing in a locked roster', () => {
    const locked = { ...withHero(), locked: true };
    expect(applyRosterEdit(locked, { op: 'setRenown', unit: 'u1', renown: 9 }, NOW + 1)).toBe(locked);
  });
});

describe('rankLadder on the real campaigns', () => {
  it('gives every campaign the ranks at 5, 15, 30 and 45 renown, the Ravaged Coast too though most of its paths leave the bound out', () => {
    for (const name of ['Ascension', 'Ravaged Coast', 'Blighted Wilds']) {
      expect(rankLadder(realCampaign(name)).map((step) => `${step.rank} ${step.renownNeeded}`)).toEqual([
        'Aspiring 5',
        'Elite 15',
        'Mighty 30',
        'Legendary 45',
      ]);
    }
  });

  it('derives the rank and the renown to the next from the renown', () => {
    const ladder = rankLadder(realCampaign('Ascension'));
    expect([0, 4, 5, 14, 15, 44, 45, 90].map((renown) => rankForRenown(ladder, renown)?.rank ?? null)).toEqual([
      null,
      null,
      'Aspiring',
      'Aspiring',
      'Elite',
      'Mighty',
      'Legendary',
      'Legendary',
    ]);
    expect(nextRank(ladder, 12)).toEqual({ rank: 'Elite', renownToGo: 3 });
    expect(nextRank(ladder, 45)).toBeNull();
  });
});
