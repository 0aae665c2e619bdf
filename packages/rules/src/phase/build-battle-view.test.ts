import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData, realArmy } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import type { Phase, Unit } from '../model/index.js';
import type { AbilitySection, BattleView, BattleViewSettings, PhaseView } from './battle-view-model.js';
import { buildBattleView, buildBattleViewInSteps } from './build-battle-view.js';

const ALL_ON: BattleViewSettings = { showCoreAbilities: true, showCommandModelAbilities: true, showCommands: true };

function view(list: ArmyList, settings?: BattleViewSettings): BattleView {
  return buildBattleView(list, loadRealGameData(), settings);
}
function phaseNames(battleView: BattleView): Phase[] {
  return battleView.phases.map((phaseView) => phaseView.phase);
}
function phase(battleView: BattleView, name: Phase): PhaseView {
  const found = battleView.phases.find((phaseView) => phaseView.phase === name);
  if (!found) throw new Error(`${name} is not offered`);
  return found;
}
function abilitySections(phaseView: PhaseView): AbilitySection[] {
  return phaseView.sections.filter((section): section is AbilitySection => section.kind === 'abilities');
}
function abilityNames(battleView: BattleView): string[] {
  return battleView.phases.flatMap((phaseView) => abilitySections(phaseView).flatMap((section) => section.abilities.map((entry) => entry.ability.name)));
}
function realUnit(army: string, name: string): Unit {
  const unit = realArmy(army).units.find((candidate) => candidate.name === name);
  if (!unit) throw new Error(`No unit ${name} in ${army}`);
  return unit;
}

// Melee only: no unit of this list has a ranged weapon.
const khorneList = () =>
  makeList('Blades of Khorne', {
    regiments: [
      makeRegiment(makeUnit('Bloodsecrator', { general: true, heroicTrait: 'Skull Collector' }), ['Blood Warriors', 'Flesh Hounds']),
      makeRegiment('Karanak'),
    ],
  });
// Nothing in this list lands in End of Turn.
const idonethList = (overrides: Partial<ArmyList> = {}) =>
  makeList('Idoneth Deepkin', {
    formation: 'Namarti Corps',
    regiments: [makeRegiment(makeUnit('Isharann Tidecaster', { general: true }), ['Namarti Thralls'])],
    ...overrides,
  });
const kharadronList = () =>
  makeList('Kharadron Overlords', {
    battleTacticCard1: 'Siege of Ashes',
    factionTerrain: 'Zontari Endrin Dock',
    regiments: [makeRegiment(makeUnit('Arkanaut Admiral', { general: true }), ['Grundstok Thunderers', 'Arkanaut Company'])],
  });
const stormcastList = () =>
  makeList('Stormcast Eternals', {
    formation: 'Vanguard Wing',
    spellLore: 'Lore of the Storm',
    prayerLore: 'Prayers of the Stormhosts',
    manifestationLore: 'Manifestations of the Storm',
    factionTerrain: 'Stormreach Portal',
    regimentOfRenown: 'Bundo Whalebiter',
    regimentOfRenownUnits: [makeUnit('Kraken-eater Mega-Gargant')],
    regiments: [
      makeRegiment(makeUnit('Knight-Arcanum', { general: true, heroicTrait: 'Envoy of the Heavens' }), ['Liberators', 'Liberators']),
      makeRegiment('Lord-Relictor'),
    ],
  });

describe('buildBattleView: offered phases', () => {
  it('offers End of Turn for a battle tactic card, with the cards first', () => {
    expect(phaseNames(view(idonethList()))).toEqual(['Passives & Reactions', 'Hero Phase', 'Movement Phase', 'Combat Phase']);
    const withCards = view(idonethList({ battleTacticCard1: 'Siege of Ashes', battleTacticCard2: 'Blazing Onslaught' }));
    expect(phaseNames(withCards)).toEqual(['Passives & Reactions', 'Hero Phase', 'Movement Phase', 'Combat Phase', 'End of Turn']);
    const [cards] = phase(withCards, 'End of Turn').sections;
    expect(cards).toMatchObject({ kind: 'battleTactics', id: 'battle-tactics', title: 'Battle Tactic Cards' });
    expect(cards?.kind === 'battleTactics' && cards.cards.map((card) => card.name)).toEqual(['Siege of Ashes', 'Blazing Onslaught']);
  });

  it('offers Combat but not Shooting to a melee-only list', () => {
    const battleView = view(khorneList());
    expect(phaseNames(battleView)).not.toContain('Shooting Phase');
    expect(phase(battleView, 'Combat Phase').sections[0]).toMatchObject({ kind: 'warscrolls', id: 'melee-units', title: 'Melee Units' });
  });

  it('offers Shooting with the units that have ranged weapons first', () => {
    const shooting = phase(view(kharadronList()), 'Shooting Phase');
    const [warscrolls] = shooting.sections;
    expect(warscrolls).toMatchObject({ kind: 'warscrolls', id: 'shooting-units', title: 'Shooting Units' });
    // The faction terrain has no weapons.
    expect(warscrolls?.kind === 'warscrolls' && warscrolls.units.map((unit) => unit.name)).toEqual([
      'Arkanaut Admiral',
      'Grundstok Thunderers',
      'Arkanaut Company',
    ]);
  });

  it('offers Movement whenever the list has units, even with nothing to show but the table', () => {
    const list = makeList('Blades of Khorne', { regiments: [makeRegiment('Bloodsecrator', ['Blood Warriors', 'Flesh Hounds'])] });
    const movement = phase(view(list), 'Movement Phase');
    expect(movement.sections).toEqual([]);
    expect(movement.quickReference?.rows.map((row) => row.name)).toEqual(['Bloodsecrator', 'Blood Warriors', 'Flesh Hounds']);
    expect(phaseNames(view(makeList('Blades of Khorne')))).not.toContain('Movement Phase');
  });

  it('shows the phases in the order of a battle round, each once', () => {
    const names = phaseNames(view(stormcastList(), ALL_ON));
    const order: Phase[] = [
      'Passives & Reactions',
      'Deployment Phase',
      'Start of Battle Round',
      'Start of Turn',
      'Hero Phase',
      'Movement Phase',
      'Shooting Phase',
      'Charge Phase',
      'Combat Phase',
      'End of Turn',
      'Unknown Phase',
    ];
    expect(names).toEqual(order.filter((name) => names.includes(name)));
  });

  it('offers the Deployment Phase when a deployment ability lands there (decisions.md: shown, not dropped)', () => {
    // Tempered by Fury is a deployment ability of the Skullgrinder (docs/decisions.md, "Deployment Phase").
    const list = makeList('Blades of Khorne', { regiments: [makeRegiment('Skullgrinder', ['Bloodreavers'])] });
    const deployment = phase(view(list), 'Deployment Phase');
    expect(abilitySections(deployment).map((section) => section.id)).toEqual(['unit:skullgrinder']);
    expect(abilityNames({ phases: [deployment] })).toEqual(['Tempered by Fury']);
    const withCore = phase(view(list, { ...ALL_ON, showCommands: false }), 'Deployment Phase');
    expect(abilitySections(withCore).map((section) => section.id)).toEqual(['unit:skullgrinder', 'core-abilities']);
    // Nothing of Bloodreavers and a Bloodsecrator lands in it: no Deployment Phase.
    expect(phaseNames(view(makeList('Blades of Khorne', { regiments: [makeRegiment('Bloodsecrator', ['Bloodreavers'])] })))).not.toContain('Deployment Phase');
  });

  it("shows Skaven's The Lurking Vermintide and the Praetors' Soul-bonded in the Deployment Phase", () => {
    const skaven = view(makeList('Skaven', { regiments: [makeRegiment('Clawlord', ['Clanrats'])] }));
    const vermintide = abilitySections(phase(skaven, 'Deployment Phase')).flatMap((section) => section.abilities);
    expect(vermintide.map((entry) => [entry.ability.name, entry.source])).toContainEqual([
      'The Lurking Vermintide',
      { kind: 'battleTrait', name: realArmy('Skaven').battleTraits[0]!.name },
    ]);
    const stormcast = view(makeList('Stormcast Eternals', { regiments: [makeRegiment('Lord-Celestant', ['Praetors'])] }));
    const praetors = abilitySections(phase(stormcast, 'Deployment Phase')).find((section) => section.id === 'unit:praetors');
    expect(praetors?.abilities.map((entry) => [entry.ability.name, entry.source])).toEqual([['Soul-bonded', { kind: 'unit', name: 'Praetors' }]]);
  });

  it('shows start-of-battle-round abilities in Start of Battle Round', () => {
    const skaven = view(makeList('Skaven', { regiments: [makeRegiment('Clawlord', ['Clanrats'])] }));
    const names = abilityNames({ phases: [phase(skaven, 'Start of Battle Round')] });
    expect(names).toContain('Splinters of the Vermindoom');
  });

  it('still builds for an army the data does not have', () => {
    const battleView = view(makeList('No Such Army', { battleTacticCard1: 'Siege of Ashes', regiments: [makeRegiment('Liberators')] }));
    expect(phaseNames(battleView)).toEqual(['End of Turn']);
  });
});

describe('buildBattleView: sections', () => {
  it('gives every source its own section with a stable id', () => {
    const battleView = view(stormcastList());
    const ids = new Set(battleView.phases.flatMap((phaseView) => phaseView.sections.map((section) => section.id)));
    for (const id of [
      'unit:knightarcanum',
      'unit:liberators',
      'unit:krakeneatermegagargant',
      'unit:stormreachportal',
      'unit:everblazecomet',
      'battle-traits:battletraitsstormcasteternals',
      'formation',
      'lore:loreofthestorm',
      'lore:prayersofthestormhosts',
      'lore:manifestationsofthestorm',
      'regiment-of-renown',
    ]) {
      expect(ids, id).toContain(id);
    }
    // Two units of Liberators are one warscroll: one section per phase.
    for (const phaseView of battleView.phases) {
      expect(phaseView.sections.filter((section) => section.id === 'unit:liberators').length).toBeLessThanOrEqual(1);
    }
  });

  it("shows an enhancement's abilities under the unit that holds it, naming the enhancement", () => {
    const battleView = view(stormcastList());
    const ids = battleView.phases.flatMap((phaseView) => phaseView.sections.map((section) => section.id));
    expect(ids).not.toContain('enhancements');
    const envoy = realArmy('Stormcast Eternals')
      .enhancementTables.flatMap((table) => table.sets.flatMap((set) => set.enhancements))
      .find((enhancement) => enhancement.name === 'Envoy of the Heavens')!;
    expect(envoy.abilities.length).toBeGreaterThan(0);
    const knight = battleView.phases.flatMap((phaseView) => abilitySections(phaseView).filter((section) => section.id === 'unit:knightarcanum'));
    const shown = knight.flatMap((section) => section.abilities).filter((entry) => entry.source.kind === 'enhancement');
    expect(new Set(shown.map((entry) => entry.ability.id))).toEqual(new Set(envoy.abilities.map((ability) => ability.id)));
    for (const entry of shown) {
      expect(entry.source).toEqual({ kind: 'enhancement', name: 'Envoy of the Heavens' });
      expect(entry.usedBy).toEqual([]);
    }
  });

  it('keeps the enhancements of a unit the data does not know in a section of their own, naming the holder', () => {
    const list = makeList('Stormcast Eternals', { regiments: [makeRegiment(makeUnit('No Such Hero', { heroicTrait: 'Envoy of the Heavens' }))] });
    const enhancements = view(list).phases.flatMap((phaseView) => abilitySections(phaseView).filter((section) => section.id === 'enhancements'));
    expect(enhancements.length).toBeGreaterThan(0);
    for (const entry of enhancements.flatMap((section) => section.abilities)) {
      expect(entry.usedBy).toEqual(['No Such Hero']);
      expect(entry.source).toEqual({ kind: 'enhancement', name: 'Envoy of the Heavens' });
    }
  });

  it('gives every ability card its source: unit, battle trait, formation, lore, regiment of renown or core rules', () => {
    const cards = view(stormcastList(), ALL_ON).phases.flatMap((phaseView) => abilitySections(phaseView).flatMap((section) => section.abilities));
    const kinds = new Set(cards.map((entry) => entry.source.kind));
    expect([...kinds].sort()).toEqual(['battleTrait', 'coreRules', 'enhancement', 'formation', 'lore', 'regimentOfRenown', 'unit']);
    const source = (name: string) => cards.find((entry) => entry.ability.name === name)?.source;
    expect(source('Rally')).toEqual({ kind: 'coreRules', name: 'Commands' });
    expect(source('Fly')).toEqual({ kind: 'coreRules', name: 'Core Abilities' });
    for (const entry of cards) expect(entry.source.name, entry.ability.name).not.toBe('');
  });

  it('shows lores only when a unit of the list can use them: no prayers without a priest', () => {
    const lores = { spellLore: 'Lore of the Storm', prayerLore: 'Prayers of the Stormhosts', manifestationLore: 'Manifestations of the Storm' };
    const ids = (leader: string) =>
      new Set(
        view(makeList('Stormcast Eternals', { ...lores, regiments: [makeRegiment(leader, ['Liberators'])] })).phases.flatMap((phaseView) =>
          phaseView.sections.map((section) => section.id),
        ),
      );
    const wizard = ids('Knight-Arcanum');
    expect(wizard).toContain('lore:loreofthestorm');
    expect(wizard).toContain('lore:manifestationsofthestorm');
    expect(wizard).not.toContain('lore:prayersofthestormhosts');
    const priest = ids('Lord-Relictor');
    expect(priest).toContain('lore:prayersofthestormhosts');
    expect(priest).not.toContain('lore:loreofthestorm');
    // No wizard: neither the manifestation lore nor the manifestations it would summon.
    expect(priest).not.toContain('lore:manifestationsofthestorm');
    expect(priest).not.toContain('unit:everblazecomet');
  });

  it('gives every ability card its frequency', () => {
    const cards = view(stormcastList(), ALL_ON).phases.flatMap((phaseView) => abilitySections(phaseView).flatMap((section) => section.abilities));
    const frequency = (name: string) => cards.find((entry) => entry.ability.name === name)?.frequency;
    expect(frequency('Heavens-sent')).toMatchObject({ kind: 'oncePerBattle', per: 'user', turn: 'yours' });
    expect(frequency('Their Finest Hour')).toMatchObject({ kind: 'oncePerTurn', per: 'army' });
    expect(frequency('Rally')).toMatchObject({ kind: 'oncePerPhase', per: 'army', rule: 'command' });
  });

  it('adds the abilities of the options a unit took, and only those', () => {
    const stormfiends = (option: string) =>
      makeList('Skaven', {
        regiments: [makeRegiment('Grey Seer', [makeUnit('Stormfiends', { weapons: { Stormfiend: [{ name: option, count: 1 }] } })])],
      });
    expect(abilityNames(view(stormfiends('Grinderfists')))).toContain('Grinderfist Tunnellers');
    expect(abilityNames(view(stormfiends('Grinderfists')))).not.toContain('Shock Gauntlets');
    expect(abilityNames(view(stormfiends('Shock Gauntlets')))).toContain('Shock Gauntlets');
  });

  it('puts reactions first within Passives and keeps the printed order elsewhere', () => {
    const battleView = view(kharadronList());
    const traits = realArmy('Kharadron Overlords').battleTraits[0]!;
    const passives = abilitySections(phase(battleView, 'Passives & Reactions'));
    for (const section of passives) {
      const firstPassive = section.abilities.findIndex((entry) => !entry.isReaction);
      if (firstPassive !== -1)
        expect(
          section.abilities.slice(firstPassive).every((entry) => !entry.isReaction),
          section.id,
        ).toBe(true);
    }
    const traitSection = passives.find((section) => section.source === 'battleTraits')!;
    const printed = traits.abilities.map((ability) => ability.name).filter((name) => traitSection.abilities.some((entry) => entry.ability.name === name));
    const shown = traitSection.abilities.map((entry) => entry.ability.name);
    // The data prints the passive first; the battle view lifts the reaction above it.
    expect(printed).toEqual(['Skyvessel Cover', 'Transport Skyfarers']);
    expect(shown).toEqual(['Transport Skyfarers', 'Skyvessel Cover']);
    expect(traitSection.abilities[0]?.isReaction).toBe(true);
  });

  it('drops damage tables, keeping the rest of the warscroll', () => {
    const list = makeList('Blades of Khorne', { regiments: [makeRegiment('Bloodthirster of Insensate Rage')] });
    const unit = realUnit('Blades of Khorne', 'Bloodthirster of Insensate Rage');
    const damaged = unit.abilities.filter((ability) => ability.typeAttribute === 'damage');
    expect(damaged.map((ability) => ability.name)).toEqual(['Battle Damaged']);
    const shown = abilityNames(view(list));
    expect(shown).not.toContain('Battle Damaged');
    for (const ability of unit.abilities.filter((candidate) => candidate.typeAttribute !== 'damage')) expect(shown).toContain(ability.name);
  });

  it('shows no core, command-model or command sections by default', () => {
    const ids = view(kharadronList()).phases.flatMap((phaseView) => phaseView.sections.map((section) => section.id));
    expect(ids.filter((id) => ['core-abilities', 'command-model-abilities', 'commands'].includes(id))).toEqual([]);
  });

  it('adds the optional sections per setting, with who brings each keyword and command-model ability', () => {
    const nighthaunt = makeList('Nighthaunt', { regiments: [makeRegiment('Knight of Shrouds', ['Chainrasps', 'Craventhrone Guard'])] });
    const battleView = view(nighthaunt, ALL_ON);
    const passives = abilitySections(phase(battleView, 'Passives & Reactions'));
    const core = passives.find((section) => section.id === 'core-abilities')!;
    const fly = core.abilities.find((entry) => entry.ability.name === 'Fly')!;
    expect(fly.usedBy).toEqual(['Knight of Shrouds', 'Chainrasps', 'Craventhrone Guard']);
    expect(core.abilities.find((entry) => entry.ability.name === 'Guarded Hero')?.usedBy).toEqual(['Knight of Shrouds']);
    const models = passives.find((section) => section.id === 'command-model-abilities')!;
    expect(models.abilities.map((entry) => [entry.ability.name, entry.usedBy])).toEqual([
      ['Standard Bearer', ['Craventhrone Guard']],
      ['Champion', ['Chainrasps', 'Craventhrone Guard']],
    ]);
    for (const name of ['Shooting Phase', 'Combat Phase', 'Passives & Reactions'] as const) {
      const commands = abilitySections(phase(battleView, name)).find((section) => section.id === 'commands')!;
      expect(
        commands.abilities.map((entry) => entry.ability.name),
        name,
      ).toEqual(expect.arrayContaining(['All-out Attack', 'All-out Defence']));
    }
    expect(view(nighthaunt, { ...ALL_ON, showCommandModelAbilities: false }).phases.flatMap((p) => p.sections.map((s) => s.id))).not.toContain(
      'command-model-abilities',
    );
  });

  it('shows the faction panels in their phase, for armies of renown too', () => {
    expect(phase(view(khorneList()), 'Start of Turn').panel).toBe('blood-tithe');
    expect(phase(view(idonethList()), 'Hero Phase').panel).toBe('tides-of-death');
    const renown = makeList('Blades of Khorne - Gorechosen Champions', { regiments: [makeRegiment('Skullgrinder')] });
    expect(phase(view(renown), 'Start of Turn').panel).toBe('blood-tithe');
    expect(view(kharadronList()).phases.every((phaseView) => phaseView.panel === null)).toBe(true);
  });
});

describe('buildBattleView: quick reference', () => {
  it('lists Name and Move in the Movement phase, manifestations included and terrain left out', () => {
    const reference = phase(view(stormcastList()), 'Movement Phase').quickReference!;
    expect(reference.columns).toEqual(['Name', 'Move']);
    const rows = new Map(reference.rows.map((row) => [row.name, row.value]));
    expect(rows.get('Knight-Arcanum')).toBe(realUnit('Stormcast Eternals', 'Knight-Arcanum').move);
    expect(rows.get('Liberators')).toBe('5"');
    expect(rows.has('Kraken-eater Mega-Gargant')).toBe(true);
    expect(rows.has('Stormreach Portal')).toBe(false);
    expect([...rows.keys()].filter((name) => name === 'Liberators')).toHaveLength(1);
  });

  it('lists Name and Control at End of Turn with the Standard Bearer and Beast badges', () => {
    const list = { ...khorneList(), battleTacticCard1: 'Siege of Ashes' };
    const reference = phase(view(list), 'End of Turn').quickReference!;
    expect(reference.columns).toEqual(['Name', 'Control']);
    expect(reference.rows).toEqual([
      { name: 'Bloodsecrator', value: realUnit('Blades of Khorne', 'Bloodsecrator').control, badges: [], changedBy: [] },
      { name: 'Blood Warriors', value: '1', badges: ['(+1)'], changedBy: [] },
      { name: 'Flesh Hounds', value: '1', badges: ['(max 1)'], changedBy: [] },
      // A hero with the BEAST keyword is capped too.
      { name: 'Karanak', value: realUnit('Blades of Khorne', 'Karanak').control, badges: ['(max 1)'], changedBy: [] },
    ]);
  });

  it('leaves faction terrain and manifestations out of the Control table', () => {
    const list = { ...kharadronList(), manifestationLore: 'Forbidden Power' };
    const names = phase(view(list), 'End of Turn').quickReference!.rows.map((row) => row.name);
    expect(names).toEqual(['Arkanaut Admiral', 'Grundstok Thunderers', 'Arkanaut Company']);
    expect(phase(view(list), 'End of Turn').quickReference!.rows[1]?.badges).toEqual(['(+1)']);
  });
});

describe('buildBattleViewInSteps', () => {
  it('pauses between pieces of the work and returns the view buildBattleView gives, which then answers it at once', () => {
    const list = khorneList();
    const steps = buildBattleViewInSteps(list, loadRealGameData(), ALL_ON);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    // Units, sources, then a pause every few abilities: more than one for a list with a regiment's abilities and the core's.
    expect(pauses).toBeGreaterThan(3);
    expect(buildBattleView(list, loadRealGameData(), ALL_ON)).toBe(step.value);
    expect(buildBattleView(structuredClone(list), loadRealGameData(), ALL_ON)).toEqual(step.value);
    expect(buildBattleViewInSteps(list, loadRealGameData(), ALL_ON).next()).toEqual({ done: true, value: step.value });
  });

  it('answers settings of the same values at once, and builds again for other settings', () => {
    const list = khorneList();
    const withCore = buildBattleView(list, loadRealGameData(), ALL_ON);
    expect(buildBattleView(list, loadRealGameData(), { ...ALL_ON })).toBe(withCore);
    const plain = buildBattleView(list, loadRealGameData());
    expect(abilityNames(plain).length).toBeLessThan(abilityNames(withCore).length);
    expect(buildBattleView(list, loadRealGameData(), ALL_ON)).toEqual(withCore);
  });
});
