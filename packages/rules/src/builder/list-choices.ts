// The list's own selects: formation, lores, battle tactic cards, name, cap
// and validator. A name must be one the army's data offers; it is stored in
// the data's spelling. Null clears a select.
import type { ArmyList } from '../list/army-list.js';
import { isPointsCap, POINTS_CAP_RANGE } from '../list/points-cap.js';
import type { ValidatorMode } from '../list/validator-mode.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import { validateListName } from '../operations/list-name.js';
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import { editError, type ListEditError, type ListLoreKind } from './list-edit.js';

type Edited = Result<ArmyList, ListEditError>;

/** The data's spelling of a chosen name, or the refusal naming what is missing. */
function pick(options: ReadonlyMap<string, { name: string }>, name: string, what: string, army: string): Result<string, ListEditError> {
  const found = options.get(nameKey(name));
  return found ? ok(found.name) : fail([editError('SELECTION_NOT_FOUND', `${army} has no ${what} named ${name}.`)]);
}

function choose<K extends keyof ArmyList>(
  list: ArmyList,
  field: K,
  name: string | null,
  options: ReadonlyMap<string, { name: string }>,
  what: string,
  army: string,
): Edited {
  if (name === null) return ok({ ...list, [field]: null });
  const picked = pick(options, name, what, army);
  return picked.ok ? ok({ ...list, [field]: picked.value }) : picked;
}

export function setFormation(list: ArmyList, name: string | null, lookup: ArmyLookup): Edited {
  return choose(list, 'formation', name, lookup.formations, 'battle formation', lookup.army.name);
}

const LORES = {
  spell: { field: 'spellLore', what: 'spell lore', options: (lookup: ArmyLookup) => lookup.spellLores },
  prayer: { field: 'prayerLore', what: 'prayer lore', options: (lookup: ArmyLookup) => lookup.prayerLores },
  manifestation: { field: 'manifestationLore', what: 'manifestation lore', options: (lookup: ArmyLookup) => lookup.manifestationLores },
} as const;

export function setLore(list: ArmyList, kind: ListLoreKind, name: string | null, lookup: ArmyLookup): Edited {
  const { field, what, options } = LORES[kind];
  return choose(list, field, name, options(lookup), what, lookup.army.name);
}

/** Battle tactic cards are not played in holy havoc; the builder hides both slots there. */
export function usesBattleTacticCards(mode: ValidatorMode): boolean {
  return mode !== 'holy havoc';
}

/**
 * Fills or clears a card slot. The second slot is offered only once the first
 * holds a card, so clearing the first moves the second card up.
 */
export function setBattleTacticCard(list: ArmyList, slot: 1 | 2, name: string | null, lookup: ArmyLookup): Edited {
  if (name === null) {
    if (slot === 2) return ok({ ...list, battleTacticCard2: null });
    return ok({ ...list, battleTacticCard1: list.battleTacticCard2, battleTacticCard2: null });
  }
  if (!usesBattleTacticCards(list.validator)) {
    return fail([editError('CARDS_NOT_USED', 'Battle tactic cards are not used in holy havoc.')]);
  }
  if (slot === 2 && !list.battleTacticCard1) {
    return fail([editError('CARD_SLOT_ORDER', 'Choose the first battle tactic card before the second.')]);
  }
  const card = lookup.battleTacticCards.get(nameKey(name));
  if (!card) return fail([editError('SELECTION_NOT_FOUND', `There is no battle tactic card named ${name}.`)]);
  return ok(slot === 1 ? { ...list, battleTacticCard1: card.name } : { ...list, battleTacticCard2: card.name });
}

/** Rename: the name rules of Create and Confirm Import (trimmed, 1 to 100 characters). */
export function renameList(list: ArmyList, name: string): Edited {
  const checked = validateListName(name);
  return checked.ok ? ok({ ...list, name: checked.value }) : fail(checked.errors.map((error) => editError(error.code, error.message)));
}

export function setPointsCap(list: ArmyList, cap: number): Edited {
  if (!isPointsCap(cap)) return fail([editError('INVALID_POINTS_CAP', `Points cap must be ${POINTS_CAP_RANGE}.`)]);
  return ok({ ...list, pointsCap: cap });
}

/** Cards chosen before switching to holy havoc stay stored (hidden), so switching back restores them. */
export function setValidator(list: ArmyList, mode: ValidatorMode): ArmyList {
  return { ...list, validator: mode };
}
