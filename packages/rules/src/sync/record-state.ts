import type { Game } from '../game/game.js';
import type { ArmyList } from '../list/army-list.js';
import type { CampaignRoster } from '../path-to-glory/roster.js';
import { ROOT_FOLDER_ID, type Folder, type RecordState } from '../list/folder.js';

/** What sync compares of a local list. */
export function listRecordState(list: Pick<ArmyList, 'id' | '_updatedAt' | 'deleted'>): RecordState {
  return { id: list.id, updatedAt: list._updatedAt, deleted: list.deleted };
}

export function folderRecordState(folder: Pick<Folder, 'id' | 'updatedAt' | 'deleted'>): RecordState {
  return { id: folder.id, updatedAt: folder.updatedAt, deleted: folder.deleted };
}

/** The 'root' pseudo folder, which carries the top-level order, compared by when the order last changed. */
export function rootRecordState(orderUpdatedAt: number): RecordState {
  return { id: ROOT_FOLDER_ID, updatedAt: orderUpdatedAt, deleted: false };
}

/** What sync compares of a local game: the same rule as lists, newer wins. */
export function gameRecordState(game: Pick<Game, 'id' | 'updatedAt' | 'deleted'>): RecordState {
  return { id: game.id, updatedAt: game.updatedAt, deleted: game.deleted };
}

/** What sync compares of a local Path to Glory roster: its `_updatedAt`, as a list's. */
export function rosterRecordState(roster: Pick<CampaignRoster, 'id' | '_updatedAt' | 'deleted'>): RecordState {
  return { id: roster.id, updatedAt: roster._updatedAt, deleted: roster.deleted };
}
