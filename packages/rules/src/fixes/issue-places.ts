// Where the builder shows each validation issue: on the unit rows or regiment
// cards it concerns, under the section of a list choice (formation, cards,
// lores, terrain, regiment of renown, regiments), or for the list as a whole,
// each with the one-tap fixes that act on that place. Issues name units,
// regiments and leaders in their params (the validation messages' words), so
// a unit issue shows on every unit of that name the check applies to.
import type { ListEdit } from '../builder/list-edit.js';
import { enhancementCount } from '../builder/unit-badges.js';
import { unitRefs, type UnitRef } from '../builder/unit-ref.js';
import type { ArmyList, ListUnit } from '../list/army-list.js';
import { GENERALS_REGIMENT_TITLE, regimentTitles } from '../list/regiment-titles.js';
import { nameKey } from '../shared/name-key.js';
import type { Issue } from '../issue/issue.js';
import type { IssueCode } from '../issue/messages.js';
import type { Fix } from './fix.js';

export type ListSection = 'formation' | 'battleTacticCards' | 'lores' | 'regiments' | 'regimentOfRenown' | 'factionTerrain';

/** An issue as one place shows it: the message and the fixes that act there. */
export type IssueNote = { issue: Issue; fixes: Fix[] };

export type IssuePlaces = {
  /** Issues of the whole list (points, army, warnings about unused enhancements...). */
  list: IssueNote[];
  sections: Partial<Record<ListSection, IssueNote[]>>;
  /** By regiment index. */
  regiments: ReadonlyMap<number, IssueNote[]>;
  /** By unitRefKey. */
  units: ReadonlyMap<string, IssueNote[]>;
};

type Place = { kind: 'unit'; ref: UnitRef } | { kind: 'regiment'; regiment: number } | { kind: 'section'; section: ListSection } | { kind: 'list' };

/** A stable string for a unit's place: 'leader:0', 'member:1:2', 'auxiliary:3', 'renown:0'. */
export function unitRefKey(ref: UnitRef): string {
  switch (ref.kind) {
    case 'leader':
      return `leader:${ref.regiment}`;
    case 'member':
      return `member:${ref.regiment}:${ref.unit}`;
    case 'auxiliary':
    case 'renown':
      return `${ref.kind}:${ref.unit}`;
  }
}

const SECTIONS: Partial<Record<IssueCode, ListSection>> = {
  FORMATION_REQUIRED: 'formation',
  INVALID_FORMATION: 'formation',
  LEGENDS_FORMATION: 'formation',
  INVALID_SPELL_LORE: 'lores',
  INVALID_PRAYER_LORE: 'lores',
  INVALID_MANIFESTATION_LORE: 'lores',
  LEGENDS_LORE: 'lores',
  NO_SPELL_LORE: 'lores',
  NO_PRAYER_LORE: 'lores',
  NO_MANIFESTATION_LORE: 'lores',
  BATTLE_TACTICS_MISSING: 'battleTacticCards',
  INVALID_BATTLE_TACTIC: 'battleTacticCards',
  DUPLICATE_BATTLE_TACTIC: 'battleTacticCards',
  INVALID_FACTION_TERRAIN: 'factionTerrain',
  REGIMENT_OF_RENOWN_NOT_FOUND: 'regimentOfRenown',
  REGIMENT_OF_RENOWN_NOT_SELECTABLE: 'regimentOfRenown',
  REGIMENT_OF_RENOWN_COUNT: 'regimentOfRenown',
  LEGENDS_REGIMENT_OF_RENOWN: 'regimentOfRenown',
  GENERAL_MISSING: 'regiments',
  WARMASTER_NOT_GENERAL: 'regiments',
  REQUIRED_GENERAL: 'regiments',
  GENERAL_IF_HERO_ONE: 'regiments',
  TOO_MANY_REGIMENTS: 'regiments',
  TOO_MANY_REGIMENTS_WITH_RENOWN: 'regiments',
  MUST_BE_INCLUDED_TOO_FEW: 'regiments',
  MUST_BE_INCLUDED_TOO_MANY: 'regiments',
  BIG_WAAAGH_UNEQUAL: 'regiments',
};

/** A unit of the list with its regiment's title and leader (nameKey), null outside regiments. */
type Candidate = { ref: UnitRef; unit: ListUnit; regiment: string | null; leader: string | null };
/** Which units named by an issue's `unit` param it concerns. */
type UnitFilter = (candidate: Candidate, issue: Issue) => boolean;

const anyPlaced: UnitFilter = ({ ref }) => ref.kind !== 'renown';
const auxiliary: UnitFilter = ({ ref }) => ref.kind === 'auxiliary';
const renown: UnitFilter = ({ ref }) => ref.kind === 'renown';
const inNamedRegiment: UnitFilter = ({ ref, regiment }, issue) =>
  issue.params.regiment === undefined ? ref.kind === 'auxiliary' : regiment === issue.params.regiment;
const withEnhancements: UnitFilter = ({ unit }) => enhancementCount(unit) > 0;
/** A unit that cannot join a regiment shows in the regiments of that leader only. */
const memberOfNamedLeader: UnitFilter = ({ ref, leader }, issue) => ref.kind === 'member' && leader === nameKey(String(issue.params.leader));

/** Issues about named units, and which of the units of that name each concerns. */
const BY_UNIT_NAME: Partial<Record<IssueCode, UnitFilter>> = {
  INVALID_UNIT: anyPlaced,
  LEGENDS_UNIT: anyPlaced,
  DUPLICATE_UNIQUE: anyPlaced,
  HIGHLANDER_DUPLICATE: anyPlaced,
  SEASONAL_AND_STANDARD: anyPlaced,
  COMPANION_WITHOUT_LEADER: anyPlaced,
  UNDERSIZE_LIMIT: anyPlaced,
  ONE_PER_X: anyPlaced,
  GENERAL_IF_INCLUDED: anyPlaced,
  AUTO_ENDRIN: anyPlaced,
  UNKNOWN_MODEL: anyPlaced,
  TOO_MANY_WEAPONS: anyPlaced,
  TOO_MANY_OPTIONS: anyPlaced,
  UNKNOWN_WEAPON_OPTION: anyPlaced,
  UNKNOWN_UPGRADE: anyPlaced,
  UPGRADE_REQUIRED: anyPlaced,
  GENERAL_NOT_LEADER: (candidate, issue) => candidate.unit.general && inNamedRegiment(candidate, issue),
  LEADER_NOT_HERO: (candidate, issue) => candidate.ref.kind === 'leader' && inNamedRegiment(candidate, issue),
  HERO_NOT_ALLOWED: memberOfNamedLeader,
  UNIT_NOT_ALLOWED: memberOfNamedLeader,
  CANNOT_REINFORCE: ({ unit }) => unit.reinforced,
  UNIQUE_ENHANCEMENT: withEnhancements,
  ENHANCEMENT_NOT_HERO: withEnhancements,
  TABLE_NOT_ALLOWED: ({ unit }, issue) => unit.enhancementChoices[String(issue.params.table)] !== undefined,
  AUXILIARY_NEEDS_LEADER: auxiliary,
  AUXILIARY_COULD_JOIN: auxiliary,
  REGIMENT_OF_RENOWN_UNIT: renown,
  REGIMENT_OF_RENOWN_GENERAL: renown,
  REGIMENT_OF_RENOWN_REINFORCED: renown,
  REGIMENT_OF_RENOWN_ENHANCEMENT: renown,
  REGIMENT_OF_RENOWN_NOT_SELECTED: renown,
};

/** Issues about what units hold (enhancements, the general's mark), shown on the units holding it. */
const BY_HOLDING: Partial<Record<IssueCode, (unit: ListUnit, issue: Issue) => boolean>> = {
  TOO_MANY_ARTIFACTS: (unit) => unit.artifact !== null,
  TOO_MANY_HEROIC_TRAITS: (unit) => unit.heroicTrait !== null,
  TOO_MANY_FROM_TABLE: (unit, issue) => Boolean(unit.enhancementChoices[String(issue.params.table)]),
  TOO_MANY_GENERALS: (unit) => unit.general,
  ...Object.fromEntries(
    (['INVALID_ARTIFACT', 'INVALID_HEROIC_TRAIT', 'INVALID_ENHANCEMENT', 'DUPLICATE_ENHANCEMENT'] as const).map((code) => [
      code,
      (unit: ListUnit, issue: Issue) => {
        const wanted = nameKey(String(issue.params.enhancement));
        return [unit.heroicTrait, unit.artifact, ...Object.values(unit.enhancementChoices)].some((name) => name && nameKey(name) === wanted);
      },
    ]),
  ),
};

function regimentPlaces(list: ArmyList, issue: Issue, titles: readonly string[]): Place[] {
  const indices = (keep: (index: number) => boolean) =>
    list.regiments.flatMap((_, index): Place[] => (keep(index) ? [{ kind: 'regiment', regiment: index }] : []));
  switch (issue.code) {
    case 'REGIMENT_TOO_BIG':
    case 'REGIMENT_WITHOUT_LEADER':
      return indices((index) => titles[index] === issue.params.regiment);
    case 'GENERALS_REGIMENT_TOO_BIG':
      return indices((index) => titles[index] === GENERALS_REGIMENT_TITLE);
    case 'OPTION_TOO_FEW':
    case 'OPTION_TOO_MANY': {
      const leader = nameKey(String(issue.params.leader));
      return indices((index) => nameKey(list.regiments[index]!.leader?.name ?? '') === leader);
    }
    default:
      return [];
  }
}

function placesOf(list: ArmyList, issue: Issue, candidates: readonly Candidate[], titles: readonly string[]): Place[] {
  const section = SECTIONS[issue.code];
  if (section) return [{ kind: 'section', section }];
  const byName = BY_UNIT_NAME[issue.code];
  const byHolding = BY_HOLDING[issue.code];
  let places: Place[] = regimentPlaces(list, issue, titles);
  if (byName) {
    const wanted = [issue.params.unit, issue.params.variant].filter((name) => name !== undefined).map((name) => nameKey(String(name)));
    places = candidates
      .filter((candidate) => wanted.includes(nameKey(candidate.unit.name)) && byName(candidate, issue))
      .map(({ ref }) => ({ kind: 'unit', ref }));
    if (places.length === 0 && issue.code === 'LEGENDS_UNIT' && list.factionTerrain) places = [{ kind: 'section', section: 'factionTerrain' }];
    if (places.length === 0 && renown === byName) places = [{ kind: 'section', section: 'regimentOfRenown' }];
  } else if (byHolding) {
    places = candidates.filter(({ unit }) => byHolding(unit, issue)).map(({ ref }) => ({ kind: 'unit', ref }));
  }
  return places.length > 0 ? places : [{ kind: 'list' }];
}

/** The unit places an edit acts on (the unit it changes, removes or moves, the leader it makes general). */
function editTouches(edit: ListEdit, place: Place): boolean {
  if (place.kind === 'section' || place.kind === 'list') return true;
  const regiment = place.kind === 'regiment' ? place.regiment : 'regiment' in place.ref ? place.ref.regiment : null;
  switch (edit.op) {
    case 'setGeneral':
      return place.kind === 'regiment' ? edit.regiment === regiment : place.ref.kind === 'leader' && edit.regiment === regiment;
    case 'moveUnit': {
      const from = edit.from;
      if (place.kind === 'regiment') return from.kind === 'regiment' && from.regiment === regiment;
      const ref = place.ref;
      if (from.kind === 'auxiliary') return ref.kind === 'auxiliary' && ref.unit === from.unit;
      return ref.kind === 'member' && ref.regiment === from.regiment && ref.unit === from.unit;
    }
    default: {
      if (!('unit' in edit) || typeof edit.unit !== 'object') return false;
      const target = edit.unit;
      if (place.kind === 'regiment') return 'regiment' in target && target.regiment === regiment;
      return unitRefKey(target) === unitRefKey(place.ref);
    }
  }
}

/**
 * Sorts a list's issues (from validateList) onto the builder's places, each
 * with the fixes (from suggestFixes) for its code that act on that place.
 */
export function placeIssues(list: ArmyList, issues: readonly Issue[], fixes: readonly Fix[]): IssuePlaces {
  const titles = regimentTitles(list.regiments);
  const candidates: Candidate[] = unitRefs(list).map(({ ref, unit }) => {
    const leader = 'regiment' in ref ? list.regiments[ref.regiment]?.leader : null;
    return { ref, unit, regiment: 'regiment' in ref ? titles[ref.regiment]! : null, leader: leader ? nameKey(leader.name) : null };
  });
  const placed: {
    list: IssueNote[];
    sections: Partial<Record<ListSection, IssueNote[]>>;
    regiments: Map<number, IssueNote[]>;
    units: Map<string, IssueNote[]>;
  } = {
    list: [],
    sections: {},
    regiments: new Map(),
    units: new Map(),
  };
  const push = <K>(map: Map<K, IssueNote[]>, key: K, note: IssueNote) => map.set(key, [...(map.get(key) ?? []), note]);
  for (const issue of issues) {
    const ofCode = fixes.filter((fix) => fix.issueCode === issue.code);
    for (const place of placesOf(list, issue, candidates, titles)) {
      const note: IssueNote = { issue, fixes: ofCode.filter((fix) => editTouches(fix.apply, place)) };
      if (place.kind === 'list') placed.list.push(note);
      else if (place.kind === 'section') placed.sections[place.section] = [...(placed.sections[place.section] ?? []), note];
      else if (place.kind === 'regiment') push(placed.regiments, place.regiment, note);
      else push(placed.units, unitRefKey(place.ref), note);
    }
  }
  return placed;
}
