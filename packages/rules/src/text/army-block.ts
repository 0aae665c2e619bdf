// Lines of the army block: battle formation, lores, battle tactic cards,
// faction terrain and the labelled lines that carry nothing to import.
import { AUTO_ENDRIN } from '../list/terrain-companions.js';
import { nameKey } from '../shared/name-key.js';
import { armyOfLine } from './find-army.js';
import { LORE_FIELDS, matchLore, type LoreField } from './import-index.js';
import type { ListDraft } from './list-draft.js';
import type { LabelKind } from './line-patterns.js';
import { labelOf, splitCost, splitNames, splitNote, unitLine } from './line-parts.js';
import { matchKey, matchWithoutOneWord } from './name-match.js';
import type { SourceLine } from './read-lines.js';

const LORE_LABEL = /^(?:spell|prayer|manifestation) lore\s*:\s*/i;
const LORE_KIND_OF: Partial<Record<LabelKind, LoreField>> = {
  spellLore: 'spellLore',
  prayerLore: 'prayerLore',
  manifestationLore: 'manifestationLore',
};

/** Tries a battle formation; false when the text is not one of the army's. */
export function setFormation(draft: ListDraft, line: SourceLine, text: string): boolean {
  const name = splitCost(text).name;
  let found = matchKey(nameKey(name), draft.index.lookup.formations);
  const noted = found ? undefined : splitNote(name);
  if (noted) {
    found = matchKey(nameKey(splitCost(noted.name).name), draft.index.lookup.formations);
    if (found) draft.ignoreNote(line, noted.note);
  }
  if (!found) return false;
  if (draft.list.formation && draft.list.formation !== found.value.name) {
    draft.reject(line, 'EXTRA_FORMATION', `A list takes one battle formation; ${draft.list.formation} is already in it.`, text);
    return true;
  }
  draft.list.formation = found.value.name;
  if (found.approximate) draft.noteApproximate(line, text, found.value.name);
  return true;
}

export function rejectFormation(draft: ListDraft, line: SourceLine, text: string): void {
  draft.reject(
    line,
    'UNKNOWN_FORMATION',
    `${splitCost(text).name} is not a battle formation or army of renown of ${draft.armyName} in the current data.`,
    text,
  );
}

function isKnownLore(draft: ListDraft, name: string): boolean {
  return matchLore(draft.index, splitCost(name).name) !== undefined;
}

/** One lore name, of the kind its label says when the army has it as that kind. */
export function addLore(draft: ListDraft, line: SourceLine, text: string, preferred?: LoreField): boolean {
  const name = splitCost(text).name;
  const found = matchLore(draft.index, name, preferred);
  if (!found) return false;
  const { field, match } = found;
  const current = draft.list[field];
  if (current && current !== match.value.name) {
    const label = LORE_FIELDS.find((entry) => entry.field === field)!.label;
    draft.reject(line, 'EXTRA_LORE', `A list takes one ${label} lore; ${current} is already in it.`, text);
    return true;
  }
  draft.list[field] = match.value.name;
  if (match.approximate) draft.noteApproximate(line, text, match.value.name);
  return true;
}

export function addLores(draft: ListDraft, line: SourceLine, value: string, field: LoreField): void {
  const label = LORE_FIELDS.find((entry) => entry.field === field)!.label;
  for (const name of splitNames(value.replace(LORE_LABEL, ''), (candidate) => isKnownLore(draft, candidate))) {
    if (!addLore(draft, line, name, field)) {
      draft.reject(line, 'UNKNOWN_LORE', `${splitCost(name).name} is not a ${label} lore of ${draft.armyName} in the current data.`, name);
    }
  }
}

/** One battle tactic card; false when the data has no card of that name (one typo, or one extra word the app prints, allowed). */
export function addCard(draft: ListDraft, line: SourceLine, text: string): boolean {
  const found = matchKey(nameKey(text), draft.data.cards) ?? matchWithoutOneWord(text, draft.data.cards);
  if (!found) return false;
  const name = found.value.name;
  if (draft.cards.includes(name)) return true;
  if (draft.cards.length >= 2) {
    draft.reject(line, 'EXTRA_CARD', `A list takes two battle tactic cards; ${draft.cards.join(' and ')} are already in it.`, text);
    return true;
  }
  draft.cards.push(name);
  if (found.approximate) draft.noteApproximate(line, text, name);
  return true;
}

export function addCards(draft: ListDraft, line: SourceLine, value: string): void {
  for (const name of splitNames(value, (candidate) => draft.data.cardNames.has(nameKey(candidate)))) {
    if (!addCard(draft, line, name)) {
      draft.reject(line, 'UNKNOWN_CARD', `${name} is not a battle tactic card of ${draft.data.data.handbook.name}.`, name);
    }
  }
}

/** A faction terrain line: '<name>[ (cost)]' under its heading, or the value of a 'Faction Terrain: <name>' line. */
export function addTerrain(draft: ListDraft, line: SourceLine, text: string): void {
  const { name } = unitLine(text);
  // The Zontari Endrin Dock's derived entry, printed under it: part of the dock.
  if (nameKey(name) === nameKey(AUTO_ENDRIN)) return;
  const found = matchKey(nameKey(name), draft.index.terrain);
  if (found?.approximate) draft.noteApproximate(line, name, found.value.name);
  draft.setTerrain(line, found?.value, name);
}

/**
 * A labelled line: lores and cards go into the list, points into the title
 * figures, terrain into the list; the rest (handbook, drops, wounds, other
 * builders' counts and links) carries nothing. Returns the
 * label kind, or undefined when the line has no label.
 */
export function applyLabel(draft: ListDraft, line: SourceLine): LabelKind | undefined {
  const label = labelOf(line.text);
  if (!label) return undefined;
  const loreField = LORE_KIND_OF[label.kind];
  if (loreField) {
    if (label.value) addLores(draft, line, label.value, loreField);
  } else if (label.kind === 'cards') {
    if (label.value) addCards(draft, line, label.value);
  } else if (label.kind === 'formation') {
    if (label.value && !setFormation(draft, line, label.value)) rejectFormation(draft, line, label.value);
  } else if (label.kind === 'terrain') {
    addTerrain(draft, line, label.value);
  } else if (label.kind === 'points') {
    const [points, cap] = label.value.split('/').map((part) => Number(part.trim()));
    draft.statedPoints = points ?? null;
    if (cap) draft.setCap(cap);
  } else if (label.kind === 'pointsLimit') {
    // The launch-era layout: '2000 Points Limit' under a title without a cap.
    draft.setCap(Number.parseInt(line.text, 10));
  } else if (label.kind === 'faction' || label.kind === 'armyOfRenown') {
    // The army line itself is consumed before; the faction of an army of renown named below it is part of it, anything else is noise.
    const army = armyOfLine(line.text, draft.data)?.army;
    if (army === undefined || !draft.list.faction.startsWith(`${army} - `))
      draft.reject(line, 'UNRECOGNISED', 'The list already names its army above this line.');
  }
  return label.kind;
}
