import type { Campaign } from '../model/index.js';

/** A rank of a campaign and the renown a unit needs to reach it. */
export type RankStep = { rank: string; renownNeeded: number };

/**
 * The campaign's ranks in order, each with the renown it needs. The data puts
 * the bound on each path's rank, and some Ravaged Coast paths leave it out, so
 * a rank's bound is the one any path of the campaign gives it; a rank no path
 * bounds is left out (a unit can never be shown to have reached it).
 */
export function rankLadder(campaign: Campaign): RankStep[] {
  const needed = new Map<string, number | null>();
  for (const path of campaign.paths) {
    for (const rank of path.ranks) {
      const known = needed.get(rank.rank) ?? null;
      needed.set(rank.rank, known ?? rank.renownNeeded);
    }
  }
  return [...needed].flatMap(([rank, renownNeeded]) => (renownNeeded === null ? [] : [{ rank, renownNeeded }])).sort((a, b) => a.renownNeeded - b.renownNeeded);
}

/** The highest rank a unit with this renown has reached, or null below the first. */
export function rankForRenown(ladder: readonly RankStep[], renown: number): RankStep | null {
  let reached: RankStep | null = null;
  for (const step of ladder) if (renown >= step.renownNeeded) reached = step;
  return reached;
}

/** The ranks a unit with this renown has reached, lowest first. */
export function ranksReached(ladder: readonly RankStep[], renown: number): string[] {
  return ladder.filter((step) => renown >= step.renownNeeded).map((step) => step.rank);
}

/** The next rank and how much more renown it needs, or null at the top. */
export function nextRank(ladder: readonly RankStep[], renown: number): { rank: string; renownToGo: number } | null {
  const next = ladder.find((step) => renown < step.renownNeeded);
  return next ? { rank: next.rank, renownToGo: next.renownNeeded - renown } : null;
}
