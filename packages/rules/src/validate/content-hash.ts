import type { ArmyList, ListUnit } from '../list/army-list.js';

/**
 * Bump when the hashed fields change, or what a verdict stores, so every stored hash goes stale at once. 2: issues
 * are stored as codes; a list checked before is checked again rather than trusted with sentences read back. 3: the
 * hash reads the list's fields in place, a code unit a step, and a hash names its format, so none of 2 can match.
 */
const HASH_FORMAT = 3;

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** What stands for a missing value: no length (a value's first step) is -1. */
const MISSING = -1;

/**
 * FNV-1a, 32 bits, one step per whole value: a UTF-16 code unit, a length, a flag. The builder hashes its list in its
 * first render and on each edit, as a phone's interpreter runs it: a step per code unit, not per byte, halves the
 * loop. Every value is fed in a fixed order and every text after its length, so two lists feed the same steps only
 * when their content is the same.
 */
class Fnv1a {
  private hash = FNV_OFFSET_BASIS;

  step(value: number): this {
    this.hash = Math.imul(this.hash ^ value, FNV_PRIME);
    return this;
  }

  text(text: string | null | undefined): this {
    if (text === null || text === undefined) return this.step(MISSING);
    let hash = Math.imul(this.hash ^ text.length, FNV_PRIME);
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
    this.hash = hash;
    return this;
  }

  flag(value: boolean): this {
    return this.step(value ? 1 : 0);
  }

  number(value: number): this {
    return this.text(String(value));
  }

  texts(texts: readonly string[]): this {
    this.step(texts.length);
    for (const text of texts) this.text(text);
    return this;
  }

  /** A record's entries in the order of their keys, so the order they were added in never changes the hash. */
  record<T>(record: Readonly<Record<string, T>>, value: (hash: this, value: T) => void): this {
    const keys = Object.keys(record).sort();
    this.step(keys.length);
    for (const key of keys) value(this.text(key), record[key]!);
    return this;
  }

  digest(): string {
    return `${HASH_FORMAT}-${(this.hash >>> 0).toString(16).padStart(8, '0')}`;
  }
}

/** Only what validation reads of a unit, in a fixed order. */
function hashUnit(hash: Fnv1a, unit: ListUnit): void {
  hash
    .text(unit.name)
    .flag(unit.general)
    .flag(unit.reinforced)
    .text(unit.artifact)
    .text(unit.heroicTrait)
    .record(unit.enhancementChoices, (entry, enhancement) => entry.text(enhancement))
    .record(unit.weapons, (entry, choices) => {
      entry.step(choices.length);
      for (const { name, count } of choices) entry.text(name).number(count);
    })
    .texts(unit.upgrades);
}

function hashUnits(hash: Fnv1a, units: readonly ListUnit[]): void {
  hash.step(units.length);
  for (const unit of units) hashUnit(hash, unit);
}

/**
 * A stable hash of everything in a list that can change its validation; timestamps, name, lock, ids and caches stay
 * out. `dataKey` (a data commit or revision) folds the game data in, so a data update can also mark lists for
 * revalidation.
 */
export function hashListContent(list: ArmyList, dataKey = ''): string {
  const hash = new Fnv1a().text(dataKey).text(list.faction).text(list.formation);
  hash.step(list.regiments.length);
  for (const { leader, units } of list.regiments) {
    if (leader) hashUnit(hash, leader);
    else hash.step(MISSING);
    hashUnits(hash, units);
  }
  hashUnits(hash, list.auxiliaryUnits);
  hash.text(list.factionTerrain).text(list.spellLore).text(list.prayerLore).text(list.manifestationLore).text(list.regimentOfRenown);
  hashUnits(hash, list.regimentOfRenownUnits);
  return hash.text(list.battleTacticCard1).text(list.battleTacticCard2).number(list.pointsCap).text(list.validator).digest();
}

/** Validation is recomputed only when the content hash changed or the points total is missing. */
export function needsValidation(list: ArmyList, dataKey = ''): boolean {
  return list.lastPointsTotal === null || list.lastPointsTotal === undefined || list.validationHash !== hashListContent(list, dataKey);
}
