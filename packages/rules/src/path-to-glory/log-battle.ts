import type { Ability } from '../model/index.js';
import { buildCampaignContext, type CampaignContext } from './campaign-context.js';
import { rankForRenown, type RankStep } from './rank-ladder.js';
import type { BattleLogEntry, CampaignRoster, RosterUnit } from './roster.js';
import type { GameData } from '../model/index.js';

/** A unit that reached a new rank in a battle, with the path abilities it may now take. */
export type RankUp = {
  unit: string;
  name: string;
  from: string | null;
  to: string;
  /** The abilities of its path at the ranks it reached (all of them when it follows none yet: choose a path first). */
  abilities: Ability[];
};

export type LoggedBattle = { roster: CampaignRoster; rankUps: RankUp[] };

function offeredAbilities(unit: RosterUnit, ladder: readonly RankStep[], from: RankStep | null, to: RankStep, context: CampaignContext): Ability[] {
  const path = unit.path ? context.paths.get(unit.path) : undefined;
  if (!path) return [];
  const newRanks = new Set(
    ladder.filter((step) => step.renownNeeded > (from?.renownNeeded ?? -1) && step.renownNeeded <= to.renownNeeded).map((step) => step.rank),
  );
  return path.ranks.filter((rank) => newRanks.has(rank.rank)).flatMap((rank) => rank.abilities);
}

/**
 * The roster after a battle: the entry in its log (latest last), its glory
 * added, each unit's renown added, the scars taken given to their units.
 * Renown or scars for a unit the roster does not hold are left out of the
 * entry. Returns which units reached a new rank and what they may now take.
 */
export function logBattle(roster: CampaignRoster, entry: BattleLogEntry, data: GameData, now: number): LoggedBattle {
  const context = buildCampaignContext(data, roster);
  const ladder = context?.ladder ?? [];
  const held = new Set(roster.units.map((unit) => unit.id));
  const renown = Object.fromEntries(Object.entries(entry.renown).filter(([unit, points]) => held.has(unit) && points > 0));
  const scars = entry.scars.filter((taken) => held.has(taken.unit));
  const rankUps: RankUp[] = [];
  const units = roster.units.map((unit) => {
    const gained = renown[unit.id] ?? 0;
    const updated: RosterUnit = {
      ...unit,
      renown: unit.renown + gained,
      scars: [...unit.scars, ...scars.filter((taken) => taken.unit === unit.id).map((taken) => taken.scar)],
    };
    const from = rankForRenown(ladder, unit.renown);
    const to = rankForRenown(ladder, updated.renown);
    if (context && to && to.rank !== from?.rank) {
      rankUps.push({ unit: unit.id, name: unit.name, from: from?.rank ?? null, to: to.rank, abilities: offeredAbilities(unit, ladder, from, to, context) });
    }
    return updated;
  });
  const logged = { ...entry, renown, scars };
  return { roster: { ...roster, units, glory: roster.glory + entry.glory, log: [...roster.log, logged], _updatedAt: now }, rankUps };
}
