import { applyListEdit } from '../builder/apply-list-edit.js';
import type { ListEdit } from '../builder/list-edit.js';
import { unitAt, type UnitRef } from '../builder/unit-ref.js';
import type { ArmyList } from '../list/army-list.js';
import type { EnhancementTable, GameData } from '../model/index.js';
import { validateList } from '../validate/validate-list.js';
import { buildCampaignContext } from './campaign-context.js';
import { campaignEnhancementOf, enhancementTableOf } from './roster-enhancements.js';
import type { CampaignRoster, RosterUnit } from './roster.js';

/** A roster unit's enhancement the mustered list could not hold, and why, in a sentence for the player. */
export type LeftOutEnhancement = { unit: string; enhancement: string; reason: string };

/** A roster unit and where the muster placed it in the list. */
export type PlacedRosterUnit = { unit: RosterUnit; ref: UnitRef };

function enhancementEdit(ref: UnitRef, table: EnhancementTable, name: string): ListEdit {
  if (table.kind === 'artefacts') return { op: 'setEnhancement', unit: ref, field: 'artifact', name };
  if (table.kind === 'heroicTraits') return { op: 'setEnhancement', unit: ref, field: 'heroicTrait', name };
  return { op: 'setEnhancementChoice', unit: ref, table: table.name, name };
}

/** What the unit already holds in the slot the table fills, as the list stores it. */
function heldFrom(list: ArmyList, ref: UnitRef, table: EnhancementTable): string | null {
  const listUnit = unitAt(list, ref);
  if (!listUnit) return null;
  if (table.kind === 'artefacts') return listUnit.artifact;
  if (table.kind === 'heroicTraits') return listUnit.heroicTrait;
  return listUnit.enhancementChoices[table.name] ?? null;
}

/** The errors of `after` that `before` did not have, counting repeats. */
function newErrors(before: readonly string[], after: readonly string[]): string[] {
  const remaining = [...before];
  return after.filter((error) => {
    const at = remaining.indexOf(error);
    if (at < 0) return true;
    remaining.splice(at, 1);
    return false;
  });
}

/**
 * Gives the mustered units the enhancements they have on the roster, as the
 * builder sets them, in the list's order. An enhancement the list would refuse
 * (an error it did not have before: a second artefact, a table the unit may not
 * take from) or cannot hold (not in the army's tables, a slot already filled)
 * is left out and said why; the list keeps every other. A campaign's own
 * artefact or trait is left out too, the list staying valid for its rules:
 * the battle view shows it from the roster.
 */
export function giveRosterEnhancements(
  list: ArmyList,
  placed: readonly PlacedRosterUnit[],
  roster: CampaignRoster,
  data: GameData,
  now: number,
): { list: ArmyList; leftOut: LeftOutEnhancement[] } {
  const context = buildCampaignContext(data, roster);
  const leftOut: LeftOutEnhancement[] = [];
  let current = list;
  let errors = validateList(current, data).errors;
  for (const { unit, ref } of placed) {
    for (const name of unit.enhancements) {
      const leaveOut = (reason: string) => leftOut.push({ unit: unit.name, enhancement: name, reason });
      const table = context && enhancementTableOf(context, name);
      if (!table) {
        leaveOut(
          context && campaignEnhancementOf(context, name)
            ? "It is the campaign's, not the army's, so a list cannot hold it: the battle view shows it with the unit's path abilities."
            : `It is not in the enhancement tables of ${roster.faction}, so a list cannot hold it.`,
        );
        continue;
      }
      const held = heldFrom(current, ref, table);
      if (held) {
        leaveOut(`${unit.name} already holds ${held} from ${table.name}.`);
        continue;
      }
      const edited = applyListEdit(current, enhancementEdit(ref, table, name), data, now);
      if (!edited.ok) {
        leaveOut(edited.errors[0]!.message);
        continue;
      }
      const editedErrors = validateList(edited.value, data).errors;
      const refused = newErrors(errors, editedErrors);
      if (refused.length > 0) {
        leaveOut(refused[0]!);
        continue;
      }
      current = edited.value;
      errors = editedErrors;
    }
  }
  return { list: current, leftOut };
}
