// Unit names as other tools print them, resolved against an army's units.
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { SEASONAL_PREFIXES, SEASONAL_SUFFIX, SEASONAL_TAGS } from './line-patterns.js';
import { andKey, findKey, fromCandidates, type NameMatch } from './name-match.js';
import { aliasedUnitName } from './unit-name-aliases.js';

/** What matchUnit reads: the army's units by key and the keys of army names that may prefix a unit's name. */
export type UnitNames = { units: ReadonlyMap<string, Unit>; namePrefixes: readonly string[] };

/** The data's spelling of a seasonal variant: 'Scourge of Aqshy: X' and 'X [SoG]' become 'X (Scourge of …)'. */
export function dataSpelling(name: string): string {
  for (const { pattern, suffix } of SEASONAL_PREFIXES) {
    const prefix = pattern.exec(name);
    if (prefix) return `${name.slice(prefix[0].length).trim()}${suffix}`;
  }
  for (const { pattern, suffix } of SEASONAL_TAGS) {
    const tag = pattern.exec(name);
    if (tag) return `${(name.slice(0, tag.index) + name.slice(tag.index + tag[0].length)).trim()}${suffix}`;
  }
  return name;
}

/** True when no other unit's name extends this one ('Loonboss' has 'Loonboss on Giant Cave Squig'). */
function standsAlone(key: string, units: ReadonlyMap<string, Unit>): boolean {
  for (const other of units.keys()) if (other !== key && other.startsWith(key)) return false;
  return true;
}

/**
 * Units whose name less the epithet the data adds after a comma is the
 * printed name: the app's 'Skragrott' is the data's 'Skragrott, the
 * Loonking'. A seasonal variant keeps its mark ('X (Scourge of Aqshy)').
 */
function withoutEpithet(key: string, units: ReadonlyMap<string, Unit>): Unit[] {
  const found: Unit[] = [];
  for (const unit of units.values()) {
    const comma = unit.name.indexOf(', ');
    if (comma < 0) continue;
    const short = unit.name.slice(0, comma) + (SEASONAL_SUFFIX.exec(unit.name)?.[0] ?? '');
    if (nameKey(short) === key && !found.includes(unit)) found.push(unit);
  }
  return found;
}

/**
 * Units the printed name means by a rule rather than a typo: with or
 * without an army name in front ('Monsta-killaz' is the data's 'Kruleboyz
 * Monsta-killaz'), or the parts of 'X and Y' in another order.
 */
function variantsOf(spelled: string, key: string, { units, namePrefixes }: UnitNames): Unit[] {
  const found: Unit[] = [];
  const add = (unit: Unit | undefined) => {
    if (unit && !found.includes(unit)) found.push(unit);
  };
  for (const prefix of namePrefixes) {
    add(units.get(prefix + key));
    if (key.length > prefix.length && key.startsWith(prefix)) add(units.get(key.slice(prefix.length)));
  }
  const order = andKey(spelled);
  if (order !== null) for (const unit of units.values()) if (andKey(unit.name) === order) add(unit);
  return found;
}

/**
 * Finds a unit by the name a list prints. Exact name key first; then the
 * army-name prefix and 'X and Y' order rules; then the alias table
 * (unit-name-aliases.ts); then the name less its epithet ('Skragrott' for
 * 'Skragrott, the Loonking'); then, for a loadout the data
 * has folded into its unit ('Sisters of Slaughter with Bladed Bucklers'),
 * the part before ' with ' when no other unit's name extends it; then one
 * typo away. A name that fits two units by the same rule matches neither:
 * the result names both.
 */
export function matchUnit(name: string, names: UnitNames): NameMatch<Unit> | undefined {
  const { units } = names;
  const spelled = dataSpelling(name);
  const key = nameKey(spelled);
  const exact = units.get(key);
  if (exact) return { value: exact, approximate: false };
  const variant = fromCandidates(variantsOf(spelled, key, names), true);
  if (variant) return variant;
  const alias = aliasedUnitName(spelled);
  const aliased = alias === undefined ? undefined : units.get(nameKey(alias));
  if (aliased) return { value: aliased, approximate: true };
  const short = fromCandidates(withoutEpithet(key, units), true);
  if (short) return short;
  const withAt = spelled.toLowerCase().lastIndexOf(' with ');
  if (withAt > 0 && spelled === name) {
    const baseKey = nameKey(spelled.slice(0, withAt));
    const base = units.get(baseKey);
    if (base && standsAlone(baseKey, units)) return { value: base, approximate: true };
  }
  return findKey(key, units);
}
