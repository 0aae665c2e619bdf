// Export: a list as the text tournament organisers expect, in the official
// app's layout B (list-building §9), with a Scrolldex footer and hidden
// metadata markers.
import type { ArmyList } from '../list/army-list.js';
import { regimentTitles } from '../list/regiment-titles.js';
import type { ValidationState } from '../list/validator-mode.js';
import { buildArmyLookup, type ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Army, GameData } from '../model/index.js';
import { AUTO_ENDRIN } from '../picker/offerable.js';
import { listPoints } from '../points/list-points.js';
import { listSummary } from '../points/list-summary.js';
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import { validateList } from '../validate/validate-list.js';
import { encodeMarkers, formatExportDate, MARKER_FORMAT_VERSION } from './export-markers.js';
import { memberLines, unitLines } from './format-unit.js';
import { ENDRIN_DOCK_NAME } from './line-patterns.js';

export const FORMAT_LIST_MESSAGES = { ARMY_NOT_FOUND: 'Army not found for faction' } as const;
export type FormatListError = { code: keyof typeof FORMAT_LIST_MESSAGES; message: string };

export type FormatListOptions = {
  appVersion: string;
  /** The day of the export, written into the markers as DDMMYYYY (UTC). */
  exportDate: Date;
  /** Wraps the text in a code fence for Discord. */
  discord?: boolean;
  /** The list's validation state; validated here when not given. */
  validation?: ValidationState;
};

export const EXPORT_SIGNATURE = 'Created with Scrolldex';

/** The data revision the footer names: the commit it was converted from, else the game system revision. */
export function dataVersionOf(data: GameData): string {
  return data.source.commit ? data.source.commit.slice(0, 7) : String(data.source.gameSystemRevision);
}

const withPoints = (name: string, points: number) => (points > 0 ? `${name} (${points} Points)` : name);

function armyLines(list: ArmyList, army: Army, lookup: ArmyLookup): string[] {
  const parent = army.parentArmy;
  const lines =
    army.isArmyOfRenown && parent && army.name.startsWith(`${parent} - `)
      ? [`${parent} | ${army.name.slice(parent.length + 3)}`, 'Army of Renown']
      : [army.name];
  if (list.formation) {
    const formation = lookup.formations.get(nameKey(list.formation));
    lines.push(withPoints(formation?.name ?? list.formation, formation?.points ?? 0));
  }
  return lines;
}

function loreLines(list: ArmyList, lookup: ArmyLookup): string[] {
  const lores = [
    ['Spell Lore', list.spellLore, lookup.spellLores],
    ['Prayer Lore', list.prayerLore, lookup.prayerLores],
    ['Manifestation Lore', list.manifestationLore, lookup.manifestationLores],
  ] as const;
  const lines: string[] = [];
  for (const [label, name, table] of lores) {
    if (!name) continue;
    const lore = table.get(nameKey(name));
    lines.push(`${label} - ${withPoints(lore?.name ?? name, lore?.points ?? 0)}`);
  }
  return lines;
}

function regimentBlocks(list: ArmyList, lookup: ArmyLookup): string[][] {
  const titles = regimentTitles(list.regiments);
  const blocks: string[][] = [];
  list.regiments.forEach((regiment, index) => {
    const units = [...(regiment.leader ? [regiment.leader] : []), ...regiment.units];
    if (units.length > 0) blocks.push([titles[index]!, ...units.flatMap((unit) => unitLines(unit, lookup))]);
  });
  return blocks;
}

function otherBlocks(list: ArmyList, lookup: ArmyLookup): string[][] {
  const blocks: string[][] = [];
  if (list.regimentOfRenown) {
    const regiment = lookup.regimentsOfRenown.get(nameKey(list.regimentOfRenown));
    blocks.push([
      'Regiments of Renown',
      `${regiment?.name ?? list.regimentOfRenown} (${regiment?.points ?? 0})`,
      ...list.regimentOfRenownUnits.flatMap((unit) => memberLines(unit, lookup)),
    ]);
  }
  if (list.auxiliaryUnits.length > 0) {
    blocks.push(['Auxiliary Units', ...list.auxiliaryUnits.flatMap((unit) => unitLines(unit, lookup))]);
  }
  if (list.factionTerrain) {
    const terrain = lookup.units.get(nameKey(list.factionTerrain));
    const name = terrain?.name ?? list.factionTerrain;
    const lines = ['Faction Terrain', withPoints(name, terrain?.points ?? 0)];
    // Derived, never a list unit: shown under the dock at 0 points (decisions.md).
    if (nameKey(name) === nameKey(ENDRIN_DOCK_NAME)) lines.push(`${AUTO_ENDRIN} (0)`);
    blocks.push(lines);
  }
  return blocks;
}

/** The export text of a list, or 'Army not found for faction' when the data lacks its army. */
export function formatList(list: ArmyList, data: GameData, options: FormatListOptions): Result<string, FormatListError> {
  const lookup = buildArmyLookup(data, list.faction);
  if (!lookup) return fail([{ code: 'ARMY_NOT_FOUND', message: FORMAT_LIST_MESSAGES.ARMY_NOT_FOUND }]);
  const points = listPoints(list, lookup).total;
  const { drops, wounds } = listSummary(list, lookup);
  const name = list.name.replace(/\s+/g, ' ').trim();
  const title = `${name ? `${name} ` : ''}${points}/${list.pointsCap} pts`;
  const markers = encodeMarkers({
    formatVersion: MARKER_FORMAT_VERSION,
    appVersion: options.appVersion,
    dataVersion: dataVersionOf(data),
    validation: options.validation ?? validateList(list, data).state,
    mode: list.validator,
    exportDate: formatExportDate(options.exportDate),
  });
  const cards = [list.battleTacticCard1, list.battleTacticCard2].filter((card): card is string => Boolean(card));
  const blocks: string[][] = [
    [title],
    [...armyLines(list, lookup.army, lookup), data.handbook.name, `Drops: ${drops}`, `Wounds: ${wounds}`, ...loreLines(list, lookup)],
    ...(cards.length > 0 ? [[`Battle Tactic Cards: ${cards.join(', ')}`]] : []),
    ...regimentBlocks(list, lookup),
    ...otherBlocks(list, lookup),
    [`${EXPORT_SIGNATURE}${markers}`, `App: ${options.appVersion} | Data: ${dataVersionOf(data)}`],
  ];
  const text = blocks.map((block) => block.join('\n')).join('\n\n');
  return ok(options.discord ? `\`\`\`\n${text}\n\`\`\`` : text);
}
