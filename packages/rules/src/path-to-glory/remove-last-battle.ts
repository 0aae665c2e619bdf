import type { GameData } from '../model/index.js';
import { buildCampaignContext, pathAbilities, type CampaignContext } from './campaign-context.js';
import { ranksReached } from './rank-ladder.js';
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

/** The unit's path abilities less those of a rank its renown no longer reaches; one the data does not know stays, for validation to name. */
function abilitiesStillReached(unit: RosterUnit, context: CampaignContext | undefined): string[] {
  const path = unit.path ? context?.paths.get(unit.path) : undefined;
  if (!context || !path) return unit.pathAbilities;
  const rankOf = new Map(pathAbilities(path).map((ranked) => [ranked.ability.name, ranked.rank]));
  const reached = new Set(ranksReached(context.ladder, unit.renown));
  return unit.pathAbilities.filter((name) => {
    const rank = rankOf.get(name);
    return rank === undefined || reached.has(rank);
  });
}

/**
 * The roster as it was before its last logged battle (logBattle undone): the
 * entry leaves the log, its glory and each unit's renown are taken back (never
 * below zero: the player may have lowered them since), and the scars it gave
 * leave their units. A path ability of a rank the unit no longer reaches goes
 * too (it was taken at the rank the battle gave). A roster with no battle is
 * answered as it is.
 */
export function removeLastBattle(roster: CampaignRoster, data: GameData, now: number): CampaignRoster {
  const entry = roster.log.at(-1);
  if (!entry) return roster;
  const context = buildCampaignContext(data, roster);
  const units = roster.units.map((unit): RosterUnit => {
    const lowered = { ...unit, renown: Math.max(0, unit.renown - (entry.renown[unit.id] ?? 0)) };
    return {
      ...lowered,
      pathAbilities: abilitiesStillReached(lowered, context),
      scars: withoutLast(
        unit.scars,
        entry.scars.filter((taken) => taken.unit === unit.id).map((taken) => taken.scar),
      ),
    };
  });
  return { ...roster, units, glory: Math.max(0, roster.glory - entry.glory), log: roster.log.slice(0, -1), _updatedAt: now };
}
