// Unit names as other tools print them, resolved against an army's units.
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { SEASONAL_PREFIXES, SEASONAL_TAGS } from './line-patterns.js';
import { matchKey, type Match } from './name-match.js';

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
 * Finds a unit by the name a list prints. Exact name key first; then, for a
 * loadout the data has folded into its unit ('Sisters of Slaughter with
 * Bladed Bucklers'), the part before ' with ' when no other unit's name
 * extends it; then one typo away.
 */
export function matchUnit(name: string, units: ReadonlyMap<string, Unit>): Match<Unit> | undefined {
  const spelled = dataSpelling(name);
  const key = nameKey(spelled);
  const exact = units.get(key);
  if (exact) return { value: exact, approximate: false };
  const withAt = spelled.toLowerCase().lastIndexOf(' with ');
  if (withAt > 0 && spelled === name) {
    const baseKey = nameKey(spelled.slice(0, withAt));
    const base = units.get(baseKey);
    if (base && standsAlone(baseKey, units)) return { value: base, approximate: true };
  }
  return matchKey(key, units);
}
