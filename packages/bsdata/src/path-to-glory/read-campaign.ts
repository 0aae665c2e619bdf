import type { BattleScarGrade, Campaign, CampaignEntry, CampaignTable, CampaignTrack, Path } from '@scrolldex/rules/model';

import type { Catalogue } from '../catalogue/catalogue.js';
import type { ConversionEnv } from '../catalogue/conversion-env.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { CATEGORY_ORDER_OF_BATTLE } from '../ids.js';
import { cleanName } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { childEntries, childGroups, readSelectionBound } from './campaign-tree.js';
import { readAnvilWarscroll } from './read-anvil-warscroll.js';
import { isBattleScarTable, readBattleScars } from './read-battle-scars.js';
import { readCampaignEntry } from './read-campaign-entry.js';
import { mergeTablesByName, readCampaignTable } from './read-campaign-table.js';
import { readOrderOfBattleForce } from './read-order-of-battle-force.js';
import { isPath, readPath } from './read-paths.js';

const CAMPAIGN_PREFIX = /^Path to Glory\s*-\s*/;
const QUESTS = /\bQuest\b/i;

/**
 * Entries the Order of Battle itself holds: linked to its category, or an empty
 * entry bounded per roster (the Warlord). A table bounded per roster (one
 * heroic trait per roster) stays a table.
 */
function isTrack(node: XmlElement, env: ConversionEnv): boolean {
  if (items(node, 'categoryLinks').some((link) => link.attrs.targetId === CATEGORY_ORDER_OF_BATTLE)) return true;
  const empty = items(node, 'profiles').length === 0 && childEntries(node, env).length === 0 && childGroups(node, env).length === 0;
  return empty && items(node, 'constraints').some((constraint) => constraint.attrs.scope === 'roster');
}

/** A track and the quests its quest groups hold (Ascension's Quest Log › 'Embarked Quest'). */
function readTrack(node: XmlElement, env: ConversionEnv): { track: CampaignTrack; quests: CampaignEntry[] } {
  const groups = childGroups(node, env);
  const questGroups = groups.filter((group) => QUESTS.test(group.attrs.name ?? ''));
  const recorded = [...childEntries(node, env), ...groups.filter((group) => !questGroups.includes(group)).flatMap((group) => childEntries(group, env))];
  return {
    track: {
      id: node.attrs.id ?? '',
      name: cleanName(node.attrs.name ?? ''),
      min: readSelectionBound(node, 'min'),
      max: readSelectionBound(node, 'max'),
      items: recorded.map((entry) => cleanName(entry.attrs.name ?? '')),
    },
    quests: questGroups.flatMap((group) => childEntries(group, env)).map((quest) => readCampaignEntry(quest, env)),
  };
}

function partition<T>(values: readonly T[], test: (value: T) => boolean): [T[], T[]] {
  return [values.filter(test), values.filter((value) => !test(value))];
}

/** An entry among paths that is not shaped as one (a rank without abilities) would be lost: say so. */
function reportNotAPath(entry: XmlElement, env: ConversionEnv): void {
  env.report.add({
    code: 'UNMAPPED_ENTRY',
    file: env.catalogue.file,
    id: entry.attrs.id ?? '',
    message: `'${entry.attrs.name ?? ''}' sits among paths but is not one (each of its groups should be a rank of ability entries); it is not read.`,
  });
}

/** Top-level groups and entries of a campaign catalogue, and the catalogue they are read in. */
export type CampaignSource = { catalogue: Catalogue; nodes: XmlElement[] };

/** Every top-level group and entry of a campaign catalogue. */
export function campaignNodes(catalogue: Catalogue): XmlElement[] {
  const root = catalogue.root;
  return [...items(root, 'sharedSelectionEntryGroups'), ...items(root, 'sharedSelectionEntries'), ...items(root, 'selectionEntries')];
}

/** Battle scars of one grade from several catalogues are one grade (Freeform takes both campaigns' Critical scars). */
function mergeGrades(grades: readonly BattleScarGrade[]): BattleScarGrade[] {
  const byGrade = new Map<string, BattleScarGrade>();
  for (const grade of grades) {
    const merged = byGrade.get(grade.grade);
    byGrade.set(grade.grade, merged ? { ...merged, scars: [...merged.scars, ...grade.scars] } : grade);
  }
  return [...byGrade.values()];
}

/**
 * A Path to Glory campaign from top-level nodes of its catalogues. They are
 * sorted by shape: groups of paths, battle scar tables, what the Order of Battle
 * tracks, and every other table; warscroll entries (Blighted Wilds' Anvil of
 * Apotheosis units) are read as the tables of their options.
 */
export function readCampaignFrom(id: string, name: string, sources: readonly CampaignSource[], dataSet: DataSet): Campaign {
  const paths: Path[] = [];
  const quests: CampaignEntry[] = [];
  const battleScars: BattleScarGrade[] = [];
  const tracks: CampaignTrack[] = [];
  const tables: CampaignTable[] = [];
  const anvilWarscrolls: CampaignTable[] = [];
  for (const { catalogue, nodes } of sources) {
    const env: ConversionEnv = { index: dataSet.index, context: dataSet.context, report: dataSet.report, catalogue };
    for (const node of nodes) {
      if (node.attrs.type === 'unit') {
        const warscroll = readAnvilWarscroll(node, env);
        if (warscroll) anvilWarscrolls.push(warscroll);
        continue;
      }
      const [pathEntries, otherEntries] = partition(childEntries(node, env), (entry) => isPath(entry, env));
      if (pathEntries.length > 0) {
        paths.push(...pathEntries.map((entry) => readPath(entry, env)));
        for (const entry of otherEntries) reportNotAPath(entry, env);
      } else if (isBattleScarTable(node)) battleScars.push(...readBattleScars(node, env));
      else if (isTrack(node, env)) {
        const read = readTrack(node, env);
        tracks.push(read.track);
        quests.push(...read.quests);
      } else {
        const table = readCampaignTable(node, env);
        if (table) tables.push(table);
      }
    }
  }
  return {
    id,
    name,
    paths,
    quests,
    battleScars: mergeGrades(battleScars),
    tables: mergeTablesByName(tables),
    anvilWarscrolls,
    orderOfBattle: { ...readOrderOfBattleForce(dataSet.gameSystem, name), tracks },
  };
}

/** One Path to Glory catalogue as a campaign. */
export function readCampaign(catalogue: Catalogue, dataSet: DataSet): Campaign {
  return readCampaignFrom(catalogue.id, catalogue.name.replace(CAMPAIGN_PREFIX, ''), [{ catalogue, nodes: campaignNodes(catalogue) }], dataSet);
}
