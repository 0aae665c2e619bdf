// The list an import builds up line by line, and what it could not place.
import { emptyListContent, type ListUnit, type Regiment } from '../list/army-list.js';
import { nearestPointsCap } from '../list/points-cap.js';
import type { RegimentOfRenown, Unit } from '../model/index.js';
import { newListUnit } from '../options/new-list-unit.js';
import { nameKey } from '../shared/name-key.js';
import { applyOption, type OptionTarget } from './apply-option.js';
import type { ArmyIndex, DataIndex } from './import-index.js';
import type { ApproximateMatch, IgnoredNote, ImportedList, UnplacedCode, UnplacedLine } from './import-types.js';
import { splitNote } from './line-parts.js';
import { isAmbiguous, type NameMatch } from './name-match.js';
import type { SourceLine } from './read-lines.js';
import { dataSpelling } from './resolve-unit.js';

export type RenownBundle = { regiment: RegimentOfRenown; remaining: Map<string, number>; listed: number } | 'rejected';

export class ListDraft {
  readonly list: ImportedList;
  readonly unplaced: UnplacedLine[] = [];
  readonly approximate: ApproximateMatch[] = [];
  readonly notes: IgnoredNote[] = [];
  statedPoints: number | null = null;
  /** The regiment units are added to; null until a heading or a leader opens one. */
  regiment: Regiment | null = null;
  /** The unit bullets apply to; 'rejected' when its line was not placed (its bullets are not either). */
  target: OptionTarget | 'rejected' | null = null;
  targetLine: SourceLine | null = null;
  bundle: RenownBundle | null = null;
  /** The bundle that made it into the list, if any. */
  private accepted: Exclude<RenownBundle, 'rejected'> | null = null;
  cards: string[] = [];
  /** The regiment a 'General's Regiment' heading opened: its leader is the general when no line names one. */
  generalsRegiment: Regiment | null = null;
  /** Set when the current regiment's first unit line was seen, placed or not: later units do not lead it. */
  regimentHadLines = false;

  constructor(
    readonly index: ArmyIndex,
    readonly data: DataIndex,
    faction: string,
  ) {
    this.list = emptyListContent(faction);
  }

  get armyName(): string {
    return this.index.lookup.army.name;
  }

  reject(line: SourceLine, code: UnplacedCode, reason: string, text: string = line.raw): void {
    this.unplaced.push({ line: line.number, start: line.start, end: line.end, text, code, reason });
  }

  /** A note left out of a line whose rest was placed: said in a warning, so it is never dropped unseen. */
  ignoreNote(line: SourceLine, note: string): void {
    this.notes.push({ line: line.number, start: line.start, end: line.end, note, message: `Line ${line.number}: ignored the note "${note}".` });
  }

  noteApproximate(line: SourceLine, text: string, matched: string): void {
    this.approximate.push({ line: line.number, text, matched });
  }

  /** The list's cap from the one the text states, as the nearest cap the builder allows. */
  setCap(cap: number): void {
    if (!Number.isFinite(cap)) return;
    this.list.pointsCap = nearestPointsCap(cap);
  }

  /** Closes the current unit: bullets that follow belong to nothing until the next unit. */
  endUnit(): void {
    this.target = null;
    this.targetLine = null;
  }

  openRegiment(): Regiment {
    this.regiment = { leader: null, units: [] };
    this.list.regiments.push(this.regiment);
    this.regimentHadLines = false;
    this.endUnit();
    return this.regiment;
  }

  /** A placed unit becomes the target of the bullets below it. */
  private aim(line: SourceLine, unit: Unit, listUnit: ListUnit): void {
    this.target = { unit: listUnit, data: unit, explicitWeapons: false };
    this.targetLine = line;
  }

  /** The unit a name match placed, noting an approximate one; undefined when none or several fit. */
  unitOf(line: SourceLine, printed: string, found: NameMatch<Unit> | undefined): Unit | undefined {
    if (!found || isAmbiguous(found)) return undefined;
    if (found.approximate) this.noteApproximate(line, printed, found.value.name);
    return found.value;
  }

  /** A unit line that placed nothing: unknown, or fitting several units, which it names. */
  private rejectMissingUnit(line: SourceLine, printed: string, candidates: readonly Unit[] | undefined): void {
    if (candidates && candidates.length > 1) {
      const names = candidates.map((unit) => unit.name).join(' and ');
      return this.rejectUnit(line, 'AMBIGUOUS_NAME', `${dataSpelling(printed)} could be ${names}; name one of them.`);
    }
    this.rejectUnit(line, 'UNKNOWN_UNIT', `${dataSpelling(printed)} is not a unit of ${this.armyName} in the current data.`);
  }

  private rejectUnit(line: SourceLine, code: UnplacedCode, reason: string): void {
    this.reject(line, code, reason);
    this.target = 'rejected';
    this.targetLine = line;
  }

  /** A unit line placed (or reported) under the current regiment; the first unit leads it. */
  addRegimentUnit(
    line: SourceLine,
    unit: Unit | undefined,
    printed: string,
    options: { leads?: boolean; reinforced?: boolean; candidates?: readonly Unit[] } = {},
  ): void {
    const regiment = this.regiment ?? this.openRegiment();
    const leads = options.leads ?? !this.regimentHadLines;
    this.regimentHadLines = true;
    if (!unit) return this.rejectMissingUnit(line, printed, options.candidates);
    const listUnit = newListUnit(unit);
    if (options.reinforced) listUnit.reinforced = true;
    if (leads) regiment.leader = listUnit;
    else regiment.units.push(listUnit);
    this.aim(line, unit, listUnit);
  }

  addAuxiliary(line: SourceLine, unit: Unit | undefined, printed: string, candidates?: readonly Unit[]): void {
    if (!unit) return this.rejectMissingUnit(line, printed, candidates);
    const listUnit = newListUnit(unit);
    this.list.auxiliaryUnits.push(listUnit);
    this.aim(line, unit, listUnit);
  }

  setTerrain(line: SourceLine, unit: Unit | undefined, printed: string): void {
    this.endUnit();
    if (!unit) return this.reject(line, 'UNKNOWN_TERRAIN', `${printed} is not faction terrain of ${this.armyName} in the current data.`);
    if (this.list.factionTerrain) {
      return this.reject(line, 'EXTRA_TERRAIN', `A list takes one faction terrain; ${this.list.factionTerrain} is already in it.`);
    }
    this.list.factionTerrain = unit.name;
  }

  /** A regiment of renown's bundle line. */
  openRenown(line: SourceLine, regiment: RegimentOfRenown | undefined, printed: string): void {
    this.endUnit();
    if (!regiment) {
      this.bundle = 'rejected';
      return this.reject(line, 'UNKNOWN_REGIMENT_OF_RENOWN', `${printed} is not a regiment of renown in the current data.`);
    }
    if (this.list.regimentOfRenown) {
      this.bundle = 'rejected';
      return this.reject(line, 'EXTRA_REGIMENT_OF_RENOWN', `A list takes one regiment of renown; ${this.list.regimentOfRenown} is already in it.`);
    }
    this.list.regimentOfRenown = regiment.name;
    const remaining = new Map<string, number>();
    for (const { count, unit } of regiment.units) remaining.set(nameKey(unit.name), (remaining.get(nameKey(unit.name)) ?? 0) + count);
    this.bundle = { regiment, remaining, listed: 0 };
    this.accepted = this.bundle;
  }

  /** A member line under a bundle. */
  addRenownMember(line: SourceLine, unit: Unit | undefined, printed: string): void {
    const bundle = this.bundle;
    if (bundle === null || bundle === 'rejected') {
      return this.rejectUnit(
        line,
        bundle ? 'OWNER_UNPLACED' : 'UNRECOGNISED',
        bundle ? 'Its regiment of renown could not be placed.' : 'A regiment of renown member needs a regiment of renown line above it.',
      );
    }
    const name = bundle.regiment.name;
    if (!unit) return this.rejectUnit(line, 'UNKNOWN_RENOWN_MEMBER', `${dataSpelling(printed)} is not a unit of ${name} in the current data.`);
    const left = bundle.remaining.get(nameKey(unit.name)) ?? 0;
    if (left <= 0) return this.rejectUnit(line, 'EXTRA_RENOWN_MEMBER', `${name} has no more ${unit.name} to place.`);
    bundle.remaining.set(nameKey(unit.name), left - 1);
    bundle.listed++;
    const listUnit = newListUnit(unit);
    this.list.regimentOfRenownUnits.push(listUnit);
    this.aim(line, unit, listUnit);
  }

  /** A bullet line: applied to the current unit, or reported. */
  applyBullet(line: SourceLine, text: string): boolean {
    const target = this.target;
    if (target === null) {
      this.reject(line, 'NO_UNIT_FOR_OPTION', 'This option line does not follow a unit.');
      return false;
    }
    if (target === 'rejected') {
      this.reject(line, 'OWNER_UNPLACED', `It belongs to ${this.targetLine?.raw ?? 'a unit'}, which could not be placed.`);
      return false;
    }
    let result = applyOption(target, text, this.index);
    const noted = result.ok ? undefined : splitNote(text.replace(/[.\s]+$/, ''));
    if (noted) {
      const without = applyOption(target, noted.name, this.index);
      if (without.ok) {
        this.ignoreNote(line, noted.note);
        result = without;
      }
    }
    if (!result.ok) {
      this.reject(line, result.code, result.reason);
      return false;
    }
    if (result.approximate) this.noteApproximate(line, text, result.approximate);
    return true;
  }

  /** The list, with empty regiments dropped and a bundle listed without members filled from the data. */
  finish(): ImportedList {
    const list = this.list;
    list.regiments = list.regiments.filter((regiment) => regiment.leader !== null || regiment.units.length > 0);
    const leader = this.generalsRegiment?.leader;
    if (leader && !list.regiments.some((regiment) => [regiment.leader, ...regiment.units].some((unit) => unit?.general))) leader.general = true;
    if (this.accepted && this.accepted.listed === 0) {
      list.regimentOfRenownUnits = this.accepted.regiment.units.flatMap(({ count, unit }) => Array.from({ length: count }, () => newListUnit(unit)));
    }
    [list.battleTacticCard1, list.battleTacticCard2] = [this.cards[0] ?? null, this.cards[1] ?? null];
    return list;
  }
}
