import { emptyListContent, type ArmyList } from '../list/army-list.js';
import { DEFAULT_POINTS_CAP, isPointsCap, POINTS_CAP_RANGE } from '../list/points-cap.js';
import type { ValidatorMode } from '../list/validator-mode.js';
import type { GameData } from '../model/index.js';
import { fail, ok, type Result } from '../shared/result.js';
import { freeListDefaults } from './free-list-defaults.js';
import { validateListName, type ListNameError } from './list-name.js';
import { newListRecord } from './new-list-record.js';

export type CreateListInput = {
  id: string;
  name: string;
  /** Army name, or '<army> - <renown>'. */
  faction: string;
  /** Epoch milliseconds. */
  now: number;
  pointsCap?: number;
  validator?: ValidatorMode;
  folderId?: string | null;
};

export type CreateListError = ListNameError | { code: 'ARMY_NOT_FOUND'; message: string } | { code: 'INVALID_POINTS_CAP'; message: string };

/**
 * A new list with the defaults: cap 2000, the army's sole free
 * terrain and lores preselected, and a Legends army checked in 'legends' mode
 * (any other mode but 'disabled' would only report the army as not allowed).
 */
export function createList(input: CreateListInput, data: Pick<GameData, 'armies'>): Result<ArmyList, CreateListError> {
  const name = validateListName(input.name);
  if (!name.ok) return name;
  const army = data.armies[input.faction];
  if (!army) return fail([{ code: 'ARMY_NOT_FOUND', message: `Army not found in game data: ${input.faction}.` }]);
  const pointsCap = input.pointsCap ?? DEFAULT_POINTS_CAP;
  if (!isPointsCap(pointsCap)) {
    return fail([{ code: 'INVALID_POINTS_CAP', message: `Points cap must be ${POINTS_CAP_RANGE}.` }]);
  }
  const requested = input.validator ?? 'standard';
  const validator: ValidatorMode = army.legends && requested !== 'disabled' ? 'legends' : requested;
  return ok(
    newListRecord(
      { ...emptyListContent(army.name), name: name.value, ...freeListDefaults(army), pointsCap, validator },
      { id: input.id, now: input.now, folderId: input.folderId ?? null },
    ),
  );
}
