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

/** Abilities read in one step of buildBattleViewInSteps: a few milliseconds of a phone's first reading of their texts. */
const ABILITIES_PER_STEP = 16;

/** Each source split into one section per phase its abilities land in, in source order; a step every ABILITIES_PER_STEP abilities. */
function* sectionsByPhase(sources: readonly SourceSection[]): Generator<void, Map<Phase, AbilitySection[]>> {
  const byPhase = new Map<Phase, AbilitySection[]>();
  let read = 0;
  for (const source of sources) {
    const perPhase = new Map<Phase, BattleAbility[]>();
    for (const { ability, source: abilitySource, usedBy } of source.abilities) {
      if (++read % ABILITIES_PER_STEP === 0) yield;
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
 * The view each list was last built into, with its data and settings: the web app builds a list's view a step per
 * task before the screen that shows it renders (buildBattleViewInSteps), and the screen's own build then finds it.
 * Lists and data are never changed in place, so a view stays true for them.
 */
const builtViews = new WeakMap<ArmyList, { data: GameData; settings: string; view: BattleView }>();

function settingsKey({ showCoreAbilities, showCommandModelAbilities, showCommands }: BattleViewSettings): string {
  return [showCoreAbilities, showCommandModelAbilities, showCommands].join();
}

/**
 * buildBattleView in steps: the generator pauses (yields) between pieces of the work, each a few milliseconds on a
 * phone the first time the data's ability texts are read, so that a caller can spread a 2,000-point list's build
 * (150 ms in one task at CPU 4x) over several tasks. It returns the view; buildBattleView answers it again at once.
 */
export function* buildBattleViewInSteps(
  list: ArmyList,
  data: GameData,
  settings: BattleViewSettings = DEFAULT_BATTLE_VIEW_SETTINGS,
): Generator<void, BattleView> {
  const key = settingsKey(settings);
  const built = builtViews.get(list);
  if (built?.data === data && built.settings === key) return built.view;
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
  yield;
  const armySources = lookup ? collectArmySources(list, lookup, battleUnits, lores) : [];
  yield;
  const sources = [...armySources, ...collectCoreSources(data, units, settings)];
  const abilitySections = yield* sectionsByPhase(sources);
  const factionPanel = lookup ? findFactionPanel(lookup.army) : null;

  const phases: PhaseView[] = [];
  for (const phase of PHASES) {
    const sections = [...leadingSections(phase, content), ...(abilitySections.get(phase) ?? [])];
    const panel = factionPanel?.phase === phase ? factionPanel.panel : null;
    if (!isOffered(phase, content, sections, panel !== null)) continue;
    phases.push({ phase, panel, quickReference: quickReference(phase, content), sections });
  }
  const view = { phases };
  builtViews.set(list, { data, settings: key, view });
  return view;
}

/**
 * The battle view of a list: the phases it offers in battle order, each with
 * its sections (warscrolls or cards first, then ability sections) and quick
 * reference. Pure: the caller applies the stored section order afterwards
 * (applyPhaseSort). A list whose army the data lacks still gets its cards
 * and the optional core sections.
 */
export function buildBattleView(list: ArmyList, data: GameData, settings: BattleViewSettings = DEFAULT_BATTLE_VIEW_SETTINGS): BattleView {
  const steps = buildBattleViewInSteps(list, data, settings);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
