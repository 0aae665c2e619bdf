// Export: a list as the text tournament organisers expect, in the official
// app's layout B, with a Scrolldex footer and hidden
// metadata markers.
import type { ArmyList } from '../list/army-list.js';
import type { ValidationState } from '../list/validator-mode.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { fail, ok, type Result } from '../shared/result.js';
import { validateList } from '../validate/validate-list.js';
import { encodeMarkers, formatExportDate, MARKER_FORMAT_VERSION } from './export-markers.js';
import { unitLines } from './format-unit.js';
import { listContents, type CostedName, type ListContents } from './list-contents.js';

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

const withPoints = ({ name, points }: CostedName) => (points > 0 ? `${name} (${points} Points)` : name);

function armyLines(contents: ListContents): string[] {
  const lines = contents.army.renown ? [`${contents.army.name} | ${contents.army.renown}`, 'Army of Renown'] : [contents.army.name];
  if (contents.formation) lines.push(withPoints(contents.formation));
  return lines;
}

function otherBlocks(contents: ListContents): string[][] {
  const blocks: string[][] = [];
  const { regimentOfRenown, auxiliaryUnits, terrain } = contents;
  if (regimentOfRenown) {
    blocks.push(['Regiments of Renown', `${regimentOfRenown.name} (${regimentOfRenown.points})`, ...regimentOfRenown.members.flatMap(unitLines)]);
  }
  if (auxiliaryUnits.length > 0) blocks.push(['Auxiliary Units', ...auxiliaryUnits.flatMap(unitLines)]);
  if (terrain) blocks.push(['Faction Terrain', withPoints(terrain), ...terrain.companions.map((name) => `${name} (0)`)]);
  return blocks;
}

/** The export text of a list, or 'Army not found for faction' when the data lacks its army. */
export function formatList(list: ArmyList, data: GameData, options: FormatListOptions): Result<string, FormatListError> {
  const lookup = buildArmyLookup(data, list.faction);
  if (!lookup) return fail([{ code: 'ARMY_NOT_FOUND', message: FORMAT_LIST_MESSAGES.ARMY_NOT_FOUND }]);
  const contents = listContents(list, lookup);
  const title = `${contents.name ? `${contents.name} ` : ''}${contents.points}/${contents.pointsCap} pts`;
  const markers = encodeMarkers({
    formatVersion: MARKER_FORMAT_VERSION,
    appVersion: options.appVersion,
    dataVersion: dataVersionOf(data),
    validation: options.validation ?? validateList(list, data).state,
    mode: list.validator,
    exportDate: formatExportDate(options.exportDate),
  });
  const cards = contents.battleTacticCards;
  const blocks: string[][] = [
    [title],
    [
      ...armyLines(contents),
      data.handbook.name,
      `Drops: ${contents.drops}`,
      `Wounds: ${contents.wounds}`,
      ...contents.lores.map((lore) => `${lore.label} - ${withPoints(lore)}`),
    ],
    ...(cards.length > 0 ? [[`Battle Tactic Cards: ${cards.join(', ')}`]] : []),
    ...contents.regiments.map((regiment) => [regiment.title, ...regiment.units.flatMap(unitLines)]),
    ...otherBlocks(contents),
    [`${EXPORT_SIGNATURE}${markers}`, `App: ${options.appVersion} | Data: ${dataVersionOf(data)}`],
  ];
  const text = blocks.map((block) => block.join('\n')).join('\n\n');
  return ok(options.discord ? `\`\`\`\n${text}\n\`\`\`` : text);
}
