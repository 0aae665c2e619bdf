import { describe, expect, it } from 'vitest';

import { suggestRosterFixes } from './suggest-roster-fixes.js';
import { applyRosterEdit } from './apply-roster-edit.js';
import { data, makeRoster, NOW } from '../../test/roster-support.js';
import { rosterIssueText } from './roster-issue.js';
import { validateRoster } from './validate-roster.js';

const codes = (roster: Parameters<typeof validateRoster>[0]) => validateRoster(roster, data()).map((issue) => [issue.code, issue.unit]);

const HERO = { op: 'addUnit', id: 'u1', name: 'Knight-Questor' } as const;
const WARLORD = { op: 'setWarlord', unit: 'u1' } as const;
const TROOPS = { op: 'addUnit', id: 'u2', name: 'Liberators' } as const;

describe('validateRoster on the real Ascension campaign', () => {
  it('passes a roster with a hero warlord and a unit of troops', () => {
    expect(codes(makeRoster('Ascension', [HERO, TROOPS, WARLORD]))).toEqual([]);
  });

  it('asks for a warlord, and offers each hero as the one-tap fix', () => {
    const roster = makeRoster('Ascension', [HERO, TROOPS]);
    const issues = validateRoster(roster, data());
    expect(issues.map((issue) => issue.code)).toEqual(['ROSTER_WARLORD_MISSING']);
    const fixes = suggestRosterFixes(roster, issues[0]!, data());
    expect(fixes).toEqual([{ issueCode: 'ROSTER_WARLORD_MISSING', label: 'Make Knight-Questor the warlord', apply: WARLORD }]);
    expect(codes(applyRosterEdit(roster, fixes[0]!.apply, NOW))).toEqual([]);
  });

  it('refuses a warlord who is not a hero, and a warscroll the army does not have', () => {
    const roster = makeRoster('Ascension', [HERO, TROOPS, { op: 'setWarlord', unit: 'u2' }, { op: 'addUnit', id: 'u3', name: 'Gutrippaz' }]);
    expect(codes(roster)).toEqual([
      ['ROSTER_UNKNOWN_UNIT', 'u3'],
      ['ROSTER_WARLORD_NOT_HERO', 'u2'],
    ]);
  });

  it('refuses a path the unit cannot follow (Path of the Mage for a hero who is no wizard) and fixes it by leaving the path', () => {
    const roster = makeRoster('Ascension', [HERO, WARLORD, { op: 'setPath', unit: 'u1', path: 'Path of the Mage' }]);
    const issues = validateRoster(roster, data());
    expect(issues.map(rosterIssueText)).toEqual(['Knight-Questor cannot follow Path of the Mage.']);
    expect(suggestRosterFixes(roster, issues[0]!, data()).map((fix) => fix.label)).toEqual(['Leave Path of the Mage']);
  });

  it('gives path abilities only from the ranks the renown has reached (Elite needs 15)', () => {
    const edits = [HERO, WARLORD, { op: 'setPath', unit: 'u1', path: 'Path of the Warrior' }, { op: 'setRenown', unit: 'u1', renown: 5 }] as const;
    const aspiring = makeRoster('Ascension', [...edits, { op: 'addPathAbility', unit: 'u1', ability: 'Berserker' }]);
    expect(codes(aspiring)).toEqual([]);
    const early = applyRosterEdit(aspiring, { op: 'addPathAbility', unit: 'u1', ability: 'Martial Expertise' }, NOW);
    const issues = validateRoster(early, data());
    expect(issues.map(rosterIssueText)).toEqual(['Knight-Questor needs 15 renown (Elite) for Martial Expertise.']);
    expect(suggestRosterFixes(early, issues[0]!, data()).map((fix) => fix.apply)).toEqual([
      { op: 'removePathAbility', unit: 'u1', ability: 'Martial Expertise' },
    ]);
    expect(codes(applyRosterEdit(early, { op: 'setRenown', unit: 'u1', renown: 15 }, NOW))).toEqual([]);
  });

  it('allows one ability of each rank, warns of a reached rank with none, and refuses an ability of another path', () => {
    const roster = makeRoster('Ascension', [
      HERO,
      WARLORD,
      { op: 'setPath', unit: 'u1', path: 'Path of the Warrior' },
      { op: 'setRenown', unit: 'u1', renown: 16 },
      { op: 'addPathAbility', unit: 'u1', ability: 'Berserker' },
      { op: 'addPathAbility', unit: 'u1', ability: 'Well of Strength' },
      { op: 'addPathAbility', unit: 'u1', ability: 'Rousing Orator' },
    ]);
    const issues = validateRoster(roster, data());
    expect(issues.map(rosterIssueText)).toEqual([
      'Rousing Orator is not an ability of Path of the Warrior (Knight-Questor).',
      'Knight-Questor may have no more than 1 Aspiring ability of Path of the Warrior.',
      'Warning: Knight-Questor has reached Elite and may take an ability of that rank on Path of the Warrior.',
    ]);
    expect(suggestRosterFixes(roster, issues[1]!, data()).map((fix) => fix.label)).toEqual(['Remove Well of Strength', 'Remove Berserker']);
    // The rank reached offers its abilities to take with one tap.
    expect(suggestRosterFixes(roster, issues[2]!, data()).map((fix) => fix.label)).toEqual(['Take Martial Expertise', 'Take Powerful Presence']);
  });

  it('takes any scar name in Ascension, which has no scar table, but only the campaign scars in the Ravaged Coast', () => {
    const scarred = [HERO, WARLORD, { op: 'addScar', unit: 'u1', scar: 'Lost an eye' }] as const;
    expect(codes(makeRoster('Ascension', scarred))).toEqual([]);
    const coast = makeRoster('Ravaged Coast', [...scarred, { op: 'addScar', unit: 'u1', scar: 'Hissing Wheezes' }]);
    expect(codes(coast)).toEqual([['ROSTER_UNKNOWN_SCAR', 'u1']]);
  });

  it('says when the campaign is not in the data', () => {
    expect(codes({ ...makeRoster('Ascension'), campaignId: 'gone' })).toEqual([['ROSTER_CAMPAIGN_NOT_FOUND', null]]);
  });
});

describe('validateRoster on the real Freeform campaign', () => {
  it("takes any campaign's path and battle scars, and refuses a scar none of them has", () => {
    const roster = makeRoster('Freeform [UNOFFICIAL]', [
      HERO,
      TROOPS,
      WARLORD,
      { op: 'setPath', unit: 'u1', path: 'Path of the Warrior' },
      { op: 'addScar', unit: 'u1', scar: 'Hissing Wheezes' },
    ]);
    expect(codes(roster)).toEqual([]);
    expect(codes(applyRosterEdit(roster, { op: 'addScar', unit: 'u2', scar: 'Lost an eye' }, NOW))).toEqual([['ROSTER_UNKNOWN_SCAR', 'u2']]);
  });

  it("takes enhancements from the army's tables a unit may take from, one of each table and each on one unit, each refusal fixed by removing it", () => {
    const arcanum = { op: 'addUnit', id: 'u3', name: 'Knight-Arcanum' } as const;
    const chosen = makeRoster('Ascension', [
      HERO,
      TROOPS,
      arcanum,
      WARLORD,
      { op: 'addEnhancement', unit: 'u1', name: 'Staunch Defender' },
      { op: 'addEnhancement', unit: 'u1', name: 'Null Pendant' },
      { op: 'addEnhancement', unit: 'u2', name: 'Uncaged Lightning' },
    ]);
    expect(codes(chosen)).toEqual([]);
    const broken = [
      { op: 'addEnhancement', unit: 'u1', name: 'Envoy of the Heavens' },
      { op: 'addEnhancement', unit: 'u2', name: 'Mirrorshield' },
      { op: 'addEnhancement', unit: 'u3', name: 'Null Pendant' },
    ] as const;
    const roster = broken.reduce((current, edit) => applyRosterEdit(current, edit, NOW), chosen);
    const issues = validateRoster(roster, data());
    expect(issues.map(rosterIssueText)).toEqual([
      'Knight-Questor may have only one of the Heroic Traits.',
      'Liberators cannot take Mirrorshield.',
      'Knight-Arcanum has Null Pendant, which another unit has already.',
    ]);
    expect(issues.map((issue) => suggestRosterFixes(roster, issue, data()).map((fix) => fix.label))).toEqual([
      ['Remove Envoy of the Heavens', 'Remove Staunch Defender'],
      ['Remove Mirrorshield'],
      ['Remove Null Pendant'],
    ]);
    // A name none of the army's tables holds is a reward of the campaign's own: the player's.
    expect(codes(applyRosterEdit(chosen, { op: 'addEnhancement', unit: 'u2', name: 'Banner of the Gilded Host' }, NOW))).toEqual([]);
  });
});

describe('validateRoster on the real Ravaged Coast campaign', () => {
  it("counts a campaign's own artefact with the army's: a hero holds one of each kind, troops none, each on one unit, each refusal fixed by removing it", () => {
    const roster = makeRoster('Ravaged Coast', [
      HERO,
      TROOPS,
      WARLORD,
      { op: 'addEnhancement', unit: 'u1', name: 'Null Pendant' },
      { op: 'addEnhancement', unit: 'u1', name: 'Axe of Boiling Wrath' },
      { op: 'addEnhancement', unit: 'u2', name: 'Warpmock Blade' },
      { op: 'addUnit', id: 'u3', name: 'Knight-Arcanum' },
      { op: 'addEnhancement', unit: 'u3', name: 'Axe of Boiling Wrath' },
    ]);
    const issues = validateRoster(roster, data());
    expect(issues.map(rosterIssueText)).toEqual([
      'Knight-Questor may have only one of the Artefacts of Power.',
      'Liberators cannot take Warpmock Blade.',
      'Knight-Arcanum has Axe of Boiling Wrath, which another unit has already.',
    ]);
    expect(issues.map((issue) => suggestRosterFixes(roster, issue, data()).map((fix) => fix.label))).toEqual([
      ['Remove Axe of Boiling Wrath', 'Remove Null Pendant'],
      ['Remove Warpmock Blade'],
      ['Remove Axe of Boiling Wrath'],
    ]);
  });
});
