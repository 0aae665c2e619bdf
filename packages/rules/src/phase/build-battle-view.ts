import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup, type ArmyLookup } from '../lookup/build-army-lookup.js';
import { PHASES, type Ability, type BattleTacticCard, type GameData, type Phase, type Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { collectArmySources, type SourceSection } from './ability-sources.js';
import { abilityFrequency, type AbilityFrequency } from './ability-frequency.js';
import {
  DEFAULT_BATTLE_VIEW_SETTINGS,
  type AbilitySection,
  type BattleAbility,
  type BattleSection,
  type BattleView,
  type BattleViewSettings,
  type PhaseView,
  type QuickReference,
} from './battle-view-model.js';
import { hasWeaponKind, resolveListTable } from './battle-units.js';
import { classifyAbility, type AbilityClassification } from './classify-ability.js';
import { collectCoreSources } from './core-sources.js';
import { findFactionPanel } from './faction-panels.js';
import { buildControlReference, buildMoveReference } from './quick-reference.js';

// Reactions interrupt the opponent, so in the Passives view they are what a
// player scans for first; the rest keeps its printed order.
function reactionsFirst(abilities: BattleAbility[]): BattleAbility[] {
  return [...abilities.filter((entry) => entry.isReaction), ...abilities.filter((entry) => !entry.isReaction)];
}

type AbilityReading = { classification: AbilityClassification; frequency: AbilityFrequency };

/**
 * What each ability's text says of its phases and frequency, per data ability object: a list's battle view is built
 * again on every opening, settings change and game start, and reading the same texts again was nearly half of a rebuild.
 * The data is never changed in place, so an ability's reading stays true.
 */
const readings = new WeakMap<Ability, AbilityReading>();

function readAbility(ability: Ability): AbilityReading {
  let reading = readings.get(ability);
  if (!reading) {
    reading = { classification: classifyAbility(ability), frequency: abilityFrequency(ability) };
    readings.set(ability, reading);
  }
  return reading;
}

/** Each source split into one section per phase its abilities land in, in source order. */
function sectionsByPhase(sources: readonly SourceSection[]): Map<Phase, AbilitySection[]> {
  const byPhase = new Map<Phase, AbilitySection[]>();
  for (const source of sources) {
    const perPhase = new Map<Phase, BattleAbility[]>();
    for (const { ability, source: abilitySource, usedBy } of source.abilities) {
      const { classification, frequency } = readAbility(ability);
      if (classification.kind === 'dropped') continue;
      for (const phase of classification.phases) {
        const list = perPhase.get(phase) ?? [];
        list.push({ ability, source: abilitySource, frequency, usedBy, isReaction: classification.isReaction });
        perPhase.set(phase, list);
      }
    }
    for (const [phase, abilities] of perPhase) {
      const section: AbilitySection = {
        kind: 'abilities',
        id: source.id,
        source: source.source,
        title: source.title,
        abilities: phase === 'Passives & Reactions' ? reactionsFirst(abilities) : abilities,
      };
      byPhase.set(phase, [...(byPhase.get(phase) ?? []), section]);
    }
  }
  return byPhase;
}

function chosenCards(list: ArmyList, data: GameData, lookup: ArmyLookup | undefined): BattleTacticCard[] {
  const cards: BattleTacticCard[] = [];
  for (const name of [list.battleTacticCard1, list.battleTacticCard2]) {
    if (!name) continue;
    const key = nameKey(name);
    const card = lookup?.battleTacticCards.get(key) ?? data.battleTacticCards.find((candidate) => nameKey(candidate.name) === key);
    if (card && !cards.includes(card)) cards.push(card);
  }
  return cards;
}

type PhaseContent = {
  hasListUnits: boolean;
  units: readonly Unit[];
  meleeUnits: readonly Unit[];
  shootingUnits: readonly Unit[];
  cards: readonly BattleTacticCard[];
};

// A phase's own content comes before the ability sections: the warscrolls
// that shoot or fight, and the cards scored at the end of the turn.
function leadingSections(phase: Phase, content: PhaseContent): BattleSection[] {
  if (phase === 'Shooting Phase' && content.shootingUnits.length > 0) {
    return [{ kind: 'warscrolls', id: 'shooting-units', title: 'Shooting Units', units: content.shootingUnits }];
  }
  if (phase === 'Combat Phase' && content.meleeUnits.length > 0) {
    return [{ kind: 'warscrolls', id: 'melee-units', title: 'Melee Units', units: content.meleeUnits }];
  }
  if (phase === 'End of Turn' && content.cards.length > 0) {
    return [{ kind: 'battleTactics', id: 'battle-tactics', title: 'Battle Tactic Cards', cards: content.cards }];
  }
  return [];
}

function quickReference(phase: Phase, content: PhaseContent): QuickReference | null {
  const table = phase === 'Movement Phase' ? buildMoveReference(content.units) : phase === 'End of Turn' ? buildControlReference(content.units) : null;
  return table && table.rows.length > 0 ? table : null;
}

/** The offer rule: a phase shows when it has something to show. */
function isOffered(phase: Phase, content: PhaseContent, sections: readonly BattleSection[], hasPanel: boolean): boolean {
  if (sections.length > 0 || hasPanel) return true;
  return phase === 'Movement Phase' && content.hasListUnits;
}

/**
 * The battle view of a list: the phases it offers in battle order, each with
 * its sections (warscrolls or cards first, then ability sections) and quick
 * reference. Pure: the caller applies the stored section order afterwards
 * (applyPhaseSort). A list whose army the data lacks still gets its cards
 * and the optional core sections.
 */
export function buildBattleView(list: ArmyList, data: GameData, settings: BattleViewSettings = DEFAULT_BATTLE_VIEW_SETTINGS): BattleView {
  const lookup = buildArmyLookup(data, list.faction);
  const { battleUnits, lores } = lookup ? resolveListTable(list, lookup) : { battleUnits: [], lores: [] };
  const units = battleUnits.map((battleUnit) => battleUnit.unit);
  const content: PhaseContent = {
    hasListUnits: battleUnits.some((battleUnit) => battleUnit.role === 'list'),
    units,
    meleeUnits: units.filter((unit) => hasWeaponKind(unit, 'melee')),
    shootingUnits: units.filter((unit) => hasWeaponKind(unit, 'ranged')),
    cards: chosenCards(list, data, lookup),
  };
  const sources = [...(lookup ? collectArmySources(list, lookup, battleUnits, lores) : []), ...collectCoreSources(data, units, settings)];
  const abilitySections = sectionsByPhase(sources);
  const factionPanel = lookup ? findFactionPanel(lookup.army) : null;

  const phases: PhaseView[] = [];
  for (const phase of PHASES) {
    const sections = [...leadingSections(phase, content), ...(abilitySections.get(phase) ?? [])];
    const panel = factionPanel?.phase === phase ? factionPanel.panel : null;
    if (!isOffered(phase, content, sections, panel !== null)) continue;
    phases.push({ phase, panel, quickReference: quickReference(phase, content), sections });
  }
  return { phases };
}
