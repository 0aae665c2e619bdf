import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { readSharedList } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import { parseListText } from '../text/parse-list.js';
import { warscrollCards, type WarscrollCard } from './warscroll-cards.js';

function realList(file: string): ArmyList {
  const parsed = parseListText(readSharedList(file), loadRealGameData());
  if (!parsed.ok) throw new Error(`${file} did not import`);
  return makeList(parsed.value.list.faction, parsed.value.list);
}

const card = (cards: readonly WarscrollCard[], name: string) => {
  const found = cards.find((entry) => entry.unit.name === name);
  if (!found) throw new Error(`No card for ${name}`);
  return found;
};

describe('warscrollCards', () => {
  it('gives a real 2,000-point list one card per warscroll, in list order, two units of one warscroll on one card', () => {
    const cards = warscrollCards(realList('054-slaves-to-darkness.txt'), loadRealGameData());
    expect(cards.map((entry) => [entry.unit.name, entry.role, entry.count])).toEqual([
      ["Be'lakor, the Dark Master", 'list', 1],
      ['Legion of the First Prince Bloodletters', 'list', 2],
      ['Legion of the First Prince Flamers of Tzeentch', 'list', 1],
      ['Eternus, Blade of the First Prince', 'list', 1],
      ['Chaos Furies', 'list', 2],
      ['Chaos Legionnaires', 'list', 1],
      ['Chaos Sorcerer Lord', 'list', 1],
      ['Nexus Chaotica', 'terrain', 0],
      ...cards.filter((entry) => entry.role === 'manifestation').map((entry) => [entry.unit.name, 'manifestation', 0]),
    ]);
    // The Primal Energy lore's manifestations, summoned by the list's wizards.
    expect(cards.filter((entry) => entry.role === 'manifestation').length).toBeGreaterThan(0);
  });

  it('puts the enhancements a unit holds on its card, and only there', () => {
    const cards = warscrollCards(realList('054-slaves-to-darkness.txt'), loadRealGameData());
    const held = card(cards, 'Chaos Sorcerer Lord').enhancements;
    expect(held.map((entry) => entry.enhancement.name)).toEqual(['Dread Marshal', 'Black Ritual Dagger']);
    for (const entry of held) {
      expect(entry.abilities.map((ability) => ability.ability)).toEqual(entry.enhancement.abilities);
      expect(entry.abilities.length).toBeGreaterThan(0);
    }
    expect(cards.filter((entry) => entry.unit.name !== 'Chaos Sorcerer Lord').flatMap((entry) => entry.enhancements)).toEqual([]);
  });

  it('gives each ability its timing, frequency and phases, and the weapons split into ranged and melee', () => {
    const cards = warscrollCards(realList('054-slaves-to-darkness.txt'), loadRealGameData());
    const belakor = card(cards, "Be'lakor, the Dark Master");
    expect(belakor.abilities.length).toBe(belakor.unit.abilities.length);
    expect(belakor.weapons.melee.length).toBeGreaterThan(0);
    expect(belakor.weapons.ranged).toEqual([]);
    for (const entry of cards.flatMap((item) => item.abilities)) {
      expect(entry.ability.timing).not.toBe('');
      if (entry.ability.timing.startsWith('Once Per Battle')) expect(entry.frequency.kind).toBe('oncePerBattle');
    }
    expect(cards.flatMap((item) => item.abilities).some((entry) => entry.isReaction)).toBe(true);
    const flamers = card(cards, 'Legion of the First Prince Flamers of Tzeentch');
    expect(flamers.weapons.ranged.length).toBeGreaterThan(0);
  });

  it('has no cards for a list whose army the data lacks', () => {
    expect(warscrollCards(makeList('No Such Army'), loadRealGameData())).toEqual([]);
  });
});
