import { describe, expect, it } from 'vitest';

import { loadRealGameData, realArmy } from '../../test/real-game-data.js';
import { factionPanelContent } from './faction-panel-content.js';

describe('factionPanelContent on the real data', () => {
  it('tracks the Blood Tithe abilities of Blades of Khorne with their costs', () => {
    const content = factionPanelContent(loadRealGameData(), realArmy('Blades of Khorne'), 'blood-tithe');
    expect(content.title).toBe('Blood Tithe');
    expect(content.abilities.map((ability) => [ability.name, ability.pointsCost])).toEqual(
      expect.arrayContaining([
        ['Murderlust', 0],
        ['Divine Scorn', 1],
        ['Cleave Wide the Grin of Khorne', 4],
      ]),
    );
    expect(content.abilities.every((ability) => ability.type === 'BloodTithe')).toBe(true);
    // The activated and passive traits are not tithe abilities.
    expect(content.abilities.map((ability) => ability.name)).not.toContain('Skulls for the Skull Throne');
  });

  it('tracks the Tidal abilities of Idoneth Deepkin with the note on how tides follow each other', () => {
    const content = factionPanelContent(loadRealGameData(), realArmy('Idoneth Deepkin'), 'tides-of-death');
    expect(content.title).toBe('Tides of Death');
    expect(content.abilities.map((ability) => ability.name)).toEqual([
      'Concealing Tide',
      'Swift Tide',
      "Sea's Embrace",
      'Unpredictable Tide',
      'Inexorable Tide',
      "Storm's Wrath",
    ]);
    expect(content.abilities.map((ability) => ability.name)).not.toContain('Twin Tides');
    expect(content.notes.join(' ')).toMatch(/Once per battle round/);
  });

  it("uses the parent army's traits for an army of renown whose own traits lack the abilities", () => {
    const renown = realArmy('Blades of Khorne - Gorechosen Champions');
    expect(renown.battleTraits.flatMap((traits) => traits.abilities).some((ability) => ability.type === 'BloodTithe')).toBe(false);
    const content = factionPanelContent(loadRealGameData(), renown, 'blood-tithe');
    expect(content.abilities.map((ability) => ability.name)).toContain('Divine Scorn');
  });
});
