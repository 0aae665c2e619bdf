import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { readSharedList } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import { buildBattleView } from '../phase/build-battle-view.js';
import { applyPhaseSort, recordSectionOrder } from '../phase/phase-sort.js';
import { parseListText } from '../text/parse-list.js';
import { phaseSheet, type PhaseSheetPhase } from './phase-sheet.js';

const NO_EXTRAS = { showCoreAbilities: false, showCommandModelAbilities: false, showCommands: false };

/** The corpus's Slaves to Darkness list (a real 2,000-point list) with a battle tactic card. */
function realList(): ArmyList {
  const parsed = parseListText(readSharedList('054-slaves-to-darkness.txt'), loadRealGameData());
  if (!parsed.ok) throw new Error('054 did not import');
  return makeList(parsed.value.list.faction, { ...parsed.value.list, battleTacticCard1: 'Siege of Ashes' });
}

const phaseOf = (sheet: readonly PhaseSheetPhase[], name: string) => {
  const found = sheet.find((entry) => entry.phase === name);
  if (!found) throw new Error(`${name} is not on the sheet`);
  return found;
};
const entries = (sheet: readonly PhaseSheetPhase[]) => sheet.flatMap((phase) => phase.sections.flatMap((section) => section.entries));

describe('phaseSheet', () => {
  it("prints the battle view's phases with their ability sections, and leaves out the weapons, which the cards carry", () => {
    const view = buildBattleView(realList(), loadRealGameData(), NO_EXTRAS);
    const sheet = phaseSheet(view, { battleTacticCards: true });
    expect(sheet.map((phase) => phase.phase)).toEqual(view.phases.map((phase) => phase.phase).filter((phase) => sheet.some((entry) => entry.phase === phase)));
    expect(sheet.length).toBeGreaterThanOrEqual(5);
    // Every ability of the view is on the sheet, in the view's order.
    const viewAbilities = view.phases.flatMap((phase) =>
      phase.sections.flatMap((section) => (section.kind === 'abilities' ? section.abilities.map((entry) => `${phase.phase}/${entry.ability.id}`) : [])),
    );
    expect(sheet.flatMap((phase) => phase.sections.flatMap((section) => section.entries.map((entry) => `${phase.phase}/${entry.ability.id}`)))).toEqual(
      viewAbilities,
    );
    expect(JSON.stringify(sheet)).not.toContain('"weapons"');
  });

  it('ticks reactions and once-per-battle abilities, and nothing else', () => {
    const sheet = phaseSheet(buildBattleView(realList(), loadRealGameData(), NO_EXTRAS), { battleTacticCards: true });
    const all = entries(sheet);
    const ticked = all.filter((entry) => entry.tick);
    expect(ticked.length).toBeGreaterThan(0);
    expect(ticked.some((entry) => entry.isReaction)).toBe(true);
    expect(ticked.some((entry) => entry.frequency.kind === 'oncePerBattle')).toBe(true);
    for (const entry of all) expect(entry.tick).toBe(entry.isReaction || entry.frequency.kind === 'oncePerBattle');
  });

  it('prints the battle tactic cards at End of Turn unless asked not to', () => {
    const view = buildBattleView(realList(), loadRealGameData(), NO_EXTRAS);
    expect(phaseOf(phaseSheet(view, { battleTacticCards: true }), 'End of Turn').cards.map((card) => card.name)).toEqual(['Siege of Ashes']);
    const without = phaseSheet(view, { battleTacticCards: false });
    expect(without.flatMap((phase) => phase.cards)).toEqual([]);
  });

  it("follows the player's section order and the Battle Settings' hidden sections", () => {
    const data = loadRealGameData();
    const view = buildBattleView(realList(), data, NO_EXTRAS);
    const withCore = phaseSheet(buildBattleView(realList(), data, { ...NO_EXTRAS, showCoreAbilities: true }), { battleTacticCards: true });
    const sheet = phaseSheet(view, { battleTacticCards: true });
    expect(sheet.flatMap((phase) => phase.sections).some((section) => section.source === 'coreAbilities')).toBe(false);
    expect(withCore.flatMap((phase) => phase.sections).some((section) => section.source === 'coreAbilities')).toBe(true);

    const hero = phaseOf(sheet, 'Hero Phase');
    expect(hero.sections.length).toBeGreaterThan(1);
    const reversed = hero.sections.map((section) => section.id).reverse();
    const sorted = applyPhaseSort(view, recordSectionOrder({}, 'Hero Phase', reversed));
    expect(phaseOf(phaseSheet(sorted, { battleTacticCards: true }), 'Hero Phase').sections.map((section) => section.id)).toEqual(reversed);
  });
});
