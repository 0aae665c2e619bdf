import type { Army, ArmyLores, BattleFormation, BattleTraits, GrandAlliance } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { visibility } from '../context/modifiers.js';
import { withPrimaryCatalogues } from '../context/static-context.js';
import { CATEGORY_REFERENCE } from '../ids.js';
import { cleanName } from '../text/clean-text.js';
import { convertUnit, type ConvertedUnit } from '../units/convert-unit.js';
import { items } from '../xml/xml-element.js';
import { collectEnhancementTables } from './collect-enhancement-tables.js';
import { isPathToGlory, type PlayableCatalogue } from './playable-catalogues.js';
import { readAbilitiesOf, readRulesOf } from './read-abilities-of.js';
import { readFormations } from './read-formations.js';
import { LORE_KIND_BY_WRAPPER, readLoreChoices } from '../lores/read-lores.js';
import { readRootEntries, type RootEntry } from './root-entries.js';

export type ConvertedArmy = {
  army: Army;
  /** Units with their XML sources, for the regiment and army option passes. */
  units: ConvertedUnit[];
  playable: PlayableCatalogue;
  env: ConversionEnv;
};

const ALLIANCES: readonly GrandAlliance[] = ['ORDER', 'CHAOS', 'DEATH', 'DESTRUCTION'];
const PATH_TO_GLORY_UNIT = /^Anvil of Apotheosis\b/;
const LORE_KEY: Record<string, keyof ArmyLores> = { SpellLore: 'spell', PrayerLore: 'prayer', ManifestationLore: 'manifestation' };

/** Battle traits and roster trackers are categorised 'Reference'. */
function isReferenceEntry(root: RootEntry): boolean {
  return items(root.entry, 'categoryLinks').some((link) => link.attrs.targetId === CATEGORY_REFERENCE);
}

/**
 * A reference entry that only repeats battle-trait abilities is a roster
 * tracker (Flesh-eater Courts' Delusion Tracker) with nothing new to convert;
 * one that holds anything else is reported.
 */
function reportUnmappedTrackers(trackers: readonly RootEntry[], battleTraits: readonly BattleTraits[], env: ConversionEnv): void {
  const known = new Set(battleTraits.flatMap((traits) => traits.abilities.map((ability) => ability.id)));
  for (const tracker of trackers) {
    const trackerEnv = { ...env, catalogue: tracker.owner };
    if (readAbilitiesOf(tracker.entry, trackerEnv).every((ability) => known.has(ability.id))) continue;
    env.report.add({
      code: 'UNMAPPED_ENTRY',
      file: tracker.owner.file,
      id: tracker.entry.attrs.id ?? '',
      message: `Reference entry '${tracker.entry.attrs.name ?? ''}' holds abilities that are not battle traits; it is not converted.`,
    });
  }
}

function isHiddenEntry(root: RootEntry, env: ConversionEnv): boolean {
  return [root.entry, ...root.links].some((node) => visibility(node, env.context) === 'hidden');
}

/** The grand alliance most of the army's units carry (every army resolves to exactly one). */
function readAlliance(units: readonly ConvertedUnit[]): GrandAlliance {
  const counts = new Map<GrandAlliance, number>();
  for (const { unit } of units) {
    for (const alliance of ALLIANCES) if (unit.keywords.includes(alliance)) counts.set(alliance, (counts.get(alliance) ?? 0) + 1);
  }
  let best: GrandAlliance = 'UNKNOWN';
  let bestCount = 0;
  for (const [alliance, count] of counts) {
    if (count > bestCount) [best, bestCount] = [alliance, count];
  }
  return best;
}

function readFactionKeyword(name: string, units: readonly ConvertedUnit[]): string | null {
  const candidate = name.toUpperCase();
  return units.some(({ unit }) => unit.keywords.includes(candidate)) ? candidate : null;
}

/** Converts one playable catalogue (army or army of renown) under the current handbook. */
export function convertArmy(playable: PlayableCatalogue, dataSet: DataSet): ConvertedArmy {
  const context = withPrimaryCatalogues(
    dataSet.context,
    playable.contentCatalogues.map((catalogue) => catalogue.id),
  );
  const env: ConversionEnv = { index: dataSet.index, context, report: dataSet.report, catalogue: playable.catalogue };
  const roots = readRootEntries(playable.contentCatalogues, dataSet.index, (catalogue, id, name) =>
    dataSet.report.add({ code: 'UNRESOLVED_LINK', file: catalogue.file, id, message: `Root entry '${name}' does not resolve.` }),
  );

  const units: ConvertedUnit[] = [];
  const battleTraits: BattleTraits[] = [];
  const battleFormations: BattleFormation[] = [];
  const lores: ArmyLores = { spell: [], prayer: [], manifestation: [] };
  const manifestations: ConvertedUnit[] = [];
  const trackers: RootEntry[] = [];

  for (const root of roots) {
    const rootEnv: ConversionEnv = { ...env, catalogue: root.owner };
    if (isHiddenEntry(root, rootEnv) || isPathToGlory(root.catalogue)) continue;
    const name = cleanName(root.entry.attrs.name ?? '');
    const loreKind = LORE_KIND_BY_WRAPPER[name];
    if (root.entry.attrs.type === 'unit') {
      if (!PATH_TO_GLORY_UNIT.test(name)) units.push(convertUnit(root, rootEnv));
    } else if (name.startsWith('Battle Traits')) {
      battleTraits.push({ name, abilities: readAbilitiesOf(root.entry, rootEnv), rules: readRulesOf(root.entry, rootEnv) });
    } else if (name === 'Battle Formation') {
      battleFormations.push(...readFormations(root.entry, rootEnv, dataSet));
    } else if (loreKind) {
      const choices = readLoreChoices(root.entry, loreKind, rootEnv, dataSet);
      lores[LORE_KEY[loreKind]!].push(...choices.lores);
      manifestations.push(...choices.manifestations);
    } else if (isReferenceEntry(root)) {
      trackers.push(root);
    } else {
      dataSet.report.add({
        code: 'UNMAPPED_ENTRY',
        file: root.owner.file,
        id: root.entry.attrs.id ?? '',
        message: `Root entry '${name}' of ${playable.name} is not a unit, battle trait, formation or lore.`,
      });
    }
  }

  reportUnmappedTrackers(trackers, battleTraits, env);

  // Faction manifestations join the army's warscrolls (universal ones are the data set's universal units).
  const known = new Set(units.map(({ unit }) => unit.name));
  for (const manifestation of manifestations) {
    if (known.has(manifestation.unit.name)) continue;
    known.add(manifestation.unit.name);
    units.push(manifestation);
  }

  const enhancementTables = collectEnhancementTables(units, env);
  const army: Army = {
    id: playable.catalogue.id,
    name: playable.name,
    parentArmy: playable.parentArmy,
    alliance: readAlliance(units),
    isArmyOfRenown: playable.parentArmy !== null,
    legends: playable.legends,
    revision: playable.catalogue.revision,
    keyword: readFactionKeyword(playable.parentArmy ?? playable.name, units),
    armiesOfRenown: [],
    units: units.map(({ unit }) => unit),
    battleTraits,
    battleFormations,
    enhancementTables,
    lores,
    regimentsOfRenown: [],
    options: [],
  };
  if (army.alliance === 'UNKNOWN') {
    dataSet.report.add({ code: 'NO_ALLIANCE', file: playable.catalogue.file, id: army.id, message: `No grand alliance found for ${army.name}.` });
  }
  return { army, units, playable, env };
}
