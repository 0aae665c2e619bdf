// The game data in the parts a screen can load on its own: a small
// index (the armies' names, alliances, counts, and the regiments of renown and
// manifestation lores by name and points: what the home screen needs), the core every army shares (rules, manifestations,
// regiments of renown, battle tactics, Path to Glory), and each army by
// itself (96 of them make up 99% of the 9 MB). Joined again, loaded armies
// only, in the index's order.
import { z } from 'zod';

import { ArmySchema, type Army } from '../model/army.js';
import { GameDataSchema, type GameData, type GameDataCore } from '../model/game-data.js';
import { fail, ok, type Result } from '../shared/result.js';

/** An army as the index names it: all but its warscrolls and rules, and how many warscrolls it has. */
export const ArmySummarySchema = ArmySchema.pick({
  id: true,
  name: true,
  parentArmy: true,
  alliance: true,
  isArmyOfRenown: true,
  legends: true,
  revision: true,
  keyword: true,
  armiesOfRenown: true,
  regimentsOfRenown: true,
}).extend({ unitCount: z.number().int().nonnegative() });
export type ArmySummary = z.infer<typeof ArmySummarySchema>;

/** A regiment of renown or a universal manifestation lore as the home screen lists it. */
export const PointsItemSchema = z.object({ name: z.string(), points: z.number().int(), legends: z.boolean() });
export type PointsItem = z.infer<typeof PointsItemSchema>;

export const GameDataIndexSchema = GameDataSchema.pick({ schemaVersion: true, handbook: true, source: true }).extend({
  /** Keyed by army name, in the data's order. */
  armies: z.record(z.string(), ArmySummarySchema),
  regimentsOfRenown: z.array(PointsItemSchema),
  universalManifestations: z.array(PointsItemSchema),
});
export type GameDataIndex = z.infer<typeof GameDataIndexSchema>;

export type GameDataParts = { index: GameDataIndex; core: GameDataCore; armies: Record<string, Army> };

export type GameDataJoinError = { code: 'UNKNOWN_ARMY' | 'OTHER_DATA'; message: string };

function summarise(army: Army): ArmySummary {
  const { id, name, parentArmy, alliance, isArmyOfRenown, legends, revision, keyword, armiesOfRenown, regimentsOfRenown } = army;
  return { id, name, parentArmy, alliance, isArmyOfRenown, legends, revision, keyword, armiesOfRenown, regimentsOfRenown, unitCount: army.units.length };
}

export function splitGameDataByArmy(data: GameData): GameDataParts {
  const { armies, ...core } = data;
  const summaries: Record<string, ArmySummary> = {};
  for (const [name, army] of Object.entries(armies)) summaries[name] = summarise(army);
  const pointsItems = (items: readonly PointsItem[]) => items.map(({ name, points, legends }) => ({ name, points, legends }));
  const index: GameDataIndex = {
    schemaVersion: data.schemaVersion,
    handbook: data.handbook,
    source: data.source,
    armies: summaries,
    regimentsOfRenown: pointsItems(data.regimentsOfRenown),
    universalManifestations: pointsItems(data.universalManifestations),
  };
  return { index, core, armies: { ...armies } };
}

/**
 * The game data with the armies loaded so far, in the index's order. An army the index does not name, or a core of
 * another data set (its source differs), is an error: parts of two data releases never mix.
 */
export function joinArmyData(index: GameDataIndex, core: GameDataCore, armies: Readonly<Record<string, Army>>): Result<GameData, GameDataJoinError> {
  if (core.source.commit !== index.source.commit || core.source.ref !== index.source.ref) {
    return fail([
      { code: 'OTHER_DATA', message: `The shared game data is of commit ${String(core.source.commit)}, the index of ${String(index.source.commit)}.` },
    ]);
  }
  const unknown = Object.keys(armies).filter((name) => !(name in index.armies));
  if (unknown.length > 0) return fail(unknown.map((name) => ({ code: 'UNKNOWN_ARMY', message: `The army '${name}' is not in this data's index.` })));
  const joined: Record<string, Army> = {};
  for (const name of Object.keys(index.armies)) {
    const army = armies[name];
    if (army) joined[name] = army;
  }
  return ok({ ...core, armies: joined });
}
