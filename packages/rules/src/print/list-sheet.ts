// The printed list sheet for the organiser and the opponent: the
// export's contents, the General's Handbook and the data revision it was
// built on, so a reader can tell which rules it was checked against.
import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { fail, ok, type Result } from '../shared/result.js';
import { dataVersionOf, FORMAT_LIST_MESSAGES, type FormatListError } from '../text/format-list.js';
import { listContents, type ListContents } from '../text/list-contents.js';

export type ListSheet = {
  contents: ListContents;
  /** The General's Handbook of the data ('General's Handbook 2026-27'). */
  handbook: string;
  /** The data revision, as the export's footer names it. */
  dataVersion: string;
  /** How many units the list fields (regiments, auxiliaries and the regiment of renown's members). */
  unitCount: number;
};

/** The list sheet of a list, or 'Army not found for faction' when the data lacks its army. */
export function buildListSheet(list: ArmyList, data: GameData): Result<ListSheet, FormatListError> {
  const lookup = buildArmyLookup(data, list.faction);
  if (!lookup) return fail([{ code: 'ARMY_NOT_FOUND', message: FORMAT_LIST_MESSAGES.ARMY_NOT_FOUND }]);
  const contents = listContents(list, lookup);
  const unitCount =
    contents.regiments.reduce((count, regiment) => count + regiment.units.length, 0) +
    contents.auxiliaryUnits.length +
    (contents.regimentOfRenown?.members.length ?? 0);
  return ok({ contents, handbook: data.handbook.name, dataVersion: dataVersionOf(data), unitCount });
}
