import type { WeaponChoice } from '../list/army-list.js';
import { choicesOf } from '../operations/migrations/migration-6-option-values.js';
import { isRecord, readLegacyMap } from '../operations/migrations/stored-data.js';
import type { UnitSettings } from '../options/apply-unit-settings.js';

type LegacyEntry = { name: string; upgrades: string[]; weapons: Record<string, WeaponChoice[]> };

function upgradesOf(value: Record<string, unknown>): string[] {
  const upgrades = Array.isArray(value.upgrades) ? value.upgrades.filter((name): name is string => typeof name === 'string' && name.trim() !== '') : [];
  // The single `upgrade` of the oldest format.
  if (typeof value.upgrade === 'string' && value.upgrade.trim() !== '' && !upgrades.includes(value.upgrade)) upgrades.push(value.upgrade);
  return upgrades;
}

function weaponsOf(value: Record<string, unknown>): Record<string, WeaponChoice[]> {
  const weapons: Record<string, WeaponChoice[]> = {};
  // `weapons` is the newer of the two maps: a model in both keeps its value.
  for (const source of [value.weaponOptions, value.weapons]) {
    for (const [model, choices] of readLegacyMap(source) ?? []) {
      const read = choicesOf(choices);
      if (read.length > 0) weapons[model] = read;
      else delete weapons[model];
    }
  }
  return weapons;
}

/** An element of a stored list: a saved unit, or a Map entry [name, unit]. */
function listEntry(value: unknown): [string, unknown][] {
  if (isRecord(value)) return [['', value]];
  return readLegacyMap([value]) ?? [];
}

/**
 * The unit default settings of the local store's older formats:
 * a map of unit name, or a list, of saved list units (name, upgrade or
 * upgrades, weaponOptions or weapons as choice lists, count maps or a Map's
 * entries; list-only fields such as general or artifact are dropped). Entries
 * without a name are skipped; a later entry for the same name wins.
 */
export function migrateLegacyUnitSettings(stored: unknown): UnitSettings[] {
  const raw = Array.isArray(stored) ? stored.flatMap(listEntry) : (readLegacyMap(stored) ?? []);
  const byName = new Map<string, LegacyEntry>();
  for (const [key, value] of raw) {
    if (!isRecord(value)) continue;
    const name = typeof value.name === 'string' && value.name.trim() !== '' ? value.name : key;
    if (name.trim() === '') continue;
    byName.set(name, { name, upgrades: upgradesOf(value), weapons: weaponsOf(value) });
  }
  return [...byName.values()];
}
