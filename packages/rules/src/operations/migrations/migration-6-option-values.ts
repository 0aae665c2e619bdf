import { isRecord, mapStoredLists, mapStoredUnits, readLegacyMap, type Migration, type StoredRecord } from './stored-data.js';

type Choice = { name: string; count: number };

function toCount(value: unknown): number {
  const count = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
}

/** One model's choices: a list of {name, count}, or the older count map { option: count }. */
export function choicesOf(value: unknown): Choice[] {
  const raw: Choice[] = Array.isArray(value)
    ? value.filter(isRecord).flatMap((entry) => (typeof entry.name === 'string' ? [{ name: entry.name, count: toCount(entry.count) }] : []))
    : (readLegacyMap(value) ?? []).map(([name, count]) => ({ name, count: toCount(count) }));
  const merged = new Map<string, number>();
  for (const { name, count } of raw) if (name !== '' && count > 0) merged.set(name, (merged.get(name) ?? 0) + count);
  return [...merged].map(([name, count]) => ({ name, count }));
}

function nameOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * 6: the converted maps' values in today's shape: each model's weapon
 * choices as [{name, count}] (count maps converted, zero counts and
 * duplicates folded), empty artefact and trait names as null, enhancement
 * choices without a name dropped.
 */
export const migration6: Migration = {
  version: 6,
  description: 'Weapon and enhancement map values to the current shape',
  migrate(stored) {
    return mapStoredLists(stored, 6, (list) =>
      mapStoredUnits(list, (unit) => {
        const weapons: StoredRecord = {};
        for (const [model, value] of readLegacyMap(unit.weapons) ?? []) {
          const choices = choicesOf(value);
          if (choices.length > 0) weapons[model] = choices;
        }
        const enhancementChoices: StoredRecord = {};
        for (const [table, value] of readLegacyMap(unit.enhancementChoices) ?? []) {
          const name = nameOrNull(value);
          if (name !== null) enhancementChoices[table] = name;
        }
        return { ...unit, weapons, enhancementChoices, artifact: nameOrNull(unit.artifact), heroicTrait: nameOrNull(unit.heroicTrait) };
      }),
    );
  },
};
