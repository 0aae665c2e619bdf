import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { nameKey } from '../shared/name-key.js';
import { compileArmyMatcher, FACTION_ALIASES, resolveFactionAlias } from './faction-aliases.js';

describe('the faction alias table', () => {
  const armies = () => Object.values(loadRealGameData().armies);

  it('has a short name for every army in the real data, armies of renown included', () => {
    const missing = armies()
      .filter((army) => !FACTION_ALIASES.some(({ aliases }) => aliases.some((alias) => compileArmyMatcher(alias, false)(nameKey(army.name)))))
      .map((army) => army.name);
    expect(missing).toEqual([]);
  });

  it('has its own entry for every army that is not an army of renown', () => {
    const entries = new Set(FACTION_ALIASES.map(({ army }) => army));
    const missing = armies()
      .filter((army) => !army.isArmyOfRenown)
      .map((army) => army.name)
      .filter((name) => !entries.has(name));
    expect(missing).toEqual([]);
  });

  it('names only armies that exist', () => {
    for (const { army } of FACTION_ALIASES) {
      expect(
        armies().some((known) => nameKey(known.name).includes(nameKey(army))),
        army,
      ).toBe(true);
    }
  });

  it('never gives one short name to two entries', () => {
    const keys = FACTION_ALIASES.flatMap(({ aliases }) => aliases.map(nameKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['COS', 'Cities of Sigmar'],
    ['dok', 'Daughters of Khaine'],
    ['SCE', 'Stormcast Eternals'],
    ['obr', 'Ossiarch Bonereapers'],
    ['FEC', 'Flesh-eater Courts'],
    ['LRL', 'Lumineth Realm-lords'],
    ['IDK', 'Idoneth Deepkin'],
    ['KO', 'Kharadron Overlords'],
    ['SBGL', 'Soulblight Gravelords'],
    ['STD', 'Slaves to Darkness'],
    ['BOC', 'Beasts of Chaos'],
    ['DOT', 'Disciples of Tzeentch'],
    ['HOS', 'Hedonites of Slaanesh'],
    ['MON', 'Maggotkin of Nurgle'],
    ['Nurgle', 'Maggotkin of Nurgle'],
    ['SOB', 'Sons of Behemat'],
    ['OM', 'Ogor Mawtribes'],
    ['Ogors', 'Ogor Mawtribes'],
    ['GSG', 'Gloomspite Gitz'],
    ['KB', 'Kruleboyz'],
    ['IJ', 'Ironjawz'],
    ['BSZ', 'Bonesplitterz'],
    ['HOH', 'Helsmiths of Hashut'],
    ['skaven', 'Skaven'],
  ])('%s stands for %s', (alias, army) => {
    expect(resolveFactionAlias(alias)).toEqual([army]);
  });

  it("matches an army's armies of renown with ':' and only the army with '='", () => {
    expect(compileArmyMatcher('sce', false)(nameKey('Stormcast Eternals - Draconith Skywing'))).toBe(true);
    expect(compileArmyMatcher('sce', true)(nameKey('Stormcast Eternals - Draconith Skywing'))).toBe(false);
    expect(compileArmyMatcher('sce', true)(nameKey('Stormcast Eternals'))).toBe(true);
    expect(compileArmyMatcher('khorne', false)(nameKey('Blades of Khorne'))).toBe(true);
    expect(compileArmyMatcher('!!', false)(nameKey('Blades of Khorne'))).toBe(false);
  });
});
