import type { CampaignRoster, RosterUnit } from './roster.js';

/** `items` without the last occurrence of each of `taken` (one per occurrence taken). */
function withoutLast(items: readonly string[], taken: readonly string[]): string[] {
  const kept = [...items];
  for (const item of taken) {
    const index = kept.lastIndexOf(item);
    if (index >= 0) kept.splice(index, 1);
  }
  return kept;
}

/**
 * The roster as it was before its last logged battle (logBattle undone): the
 * entry leaves the log, its glory and each unit's renown are taken back (never
 * below zero: the player may have lowered them since), and the scars it gave
 * leave their units. Path abilities chosen since stay, and validation flags
 * any the unit's rank no longer allows. A roster with no battle is answered
 * as it is.
 */
export function removeLastBattle(roster: CampaignRoster, now: number): CampaignRoster {
  const entry = roster.log.at(-1);
  if (!entry) return roster;
  const units = roster.units.map((unit): RosterUnit => ({
    ...unit,
    renown: Math.max(0, unit.renown - (entry.renown[unit.id] ?? 0)),
    scars: withoutLast(
      unit.scars,
      entry.scars.filter((taken) => taken.unit === unit.id).map((taken) => taken.scar),
    ),
  }));
  return { ...roster, units, glory: Math.max(0, roster.glory - entry.glory), log: roster.log.slice(0, -1), _updatedAt: now };
}
