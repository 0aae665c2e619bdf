import { applyListEdit } from '../builder/apply-list-edit.js';
import type { ListEdit, ListEditError } from '../builder/list-edit.js';
import type { ArmyList } from '../list/army-list.js';
import type { GameData } from '../model/index.js';
import { createList, type CreateListError } from '../operations/create-list.js';
import { fail, ok, type Result } from '../shared/result.js';
import { giveRosterEnhancements, type LeftOutEnhancement, type PlacedRosterUnit } from './muster-enhancements.js';
import type { CampaignRoster, Muster } from './roster.js';

export type MusterError = CreateListError | ListEditError | { code: 'NO_UNITS_CHOSEN'; message: string };

export type MusterInput = { id: string; name: string; units: readonly string[]; now: number };

/**
 * A normal list of the roster's army for one battle, from the chosen units of
 * the Order of Battle (by roster unit id): each hero leads a regiment of its
 * own, the warlord's marked general; the other units wait as auxiliaries, for
 * the player to place in regiments (the list's own issues and fixes say where
 * they may go). Each unit takes its roster enhancements where the list allows
 * them; those it refuses are left out and said why. The list is validated as
 * any list.
 */
export function musterList(
  roster: CampaignRoster,
  input: MusterInput,
  data: GameData,
): Result<{ list: ArmyList; muster: Muster; leftOut: LeftOutEnhancement[] }, MusterError> {
  const chosen = roster.units.filter((unit) => input.units.includes(unit.id));
  if (chosen.length === 0) return fail([{ code: 'NO_UNITS_CHOSEN', message: 'Choose at least one unit to muster.' }]);
  const created = createList({ id: input.id, name: input.name, faction: roster.faction, now: input.now }, data);
  if (!created.ok) return created;
  const warscrolls = data.armies[roster.faction]?.units ?? [];
  const isHero = (name: string) => warscrolls.find((unit) => unit.name === name)?.keywords.includes('HERO') ?? false;
  const heroes = chosen.filter((unit) => isHero(unit.name));
  const others = chosen.filter((unit) => !isHero(unit.name));
  const warlordRegiment = heroes.findIndex((unit) => unit.id === roster.warlord);
  const edits: ListEdit[] = [
    ...heroes.map((unit): ListEdit => ({ op: 'addLeader', leader: unit.name })),
    ...others.map((unit): ListEdit => ({ op: 'addUnit', unit: unit.name, to: { kind: 'auxiliary' } })),
    ...(warlordRegiment >= 0 ? [{ op: 'setGeneral', regiment: warlordRegiment } as const] : []),
  ];
  let list = created.value;
  for (const edit of edits) {
    const edited = applyListEdit(list, edit, data, input.now);
    if (!edited.ok) return edited;
    list = edited.value;
  }
  const placed: PlacedRosterUnit[] = [
    ...heroes.map((unit, regiment): PlacedRosterUnit => ({ unit, ref: { kind: 'leader', regiment } })),
    ...others.map((unit, at): PlacedRosterUnit => ({ unit, ref: { kind: 'auxiliary', unit: at } })),
  ];
  const given = giveRosterEnhancements(list, placed, roster, data, input.now);
  return ok({ list: given.list, muster: { listId: list.id, units: placed.map(({ unit }) => unit.id) }, leftOut: given.leftOut });
}
