import { z } from 'zod';

// A Path to Glory campaign roster: an Order of Battle that grows
// battle by battle. Everything refers to game data by name (warscrolls, paths,
// abilities, scars, quests), as lists do; units carry ids of their own because
// an Order of Battle may hold two units of one warscroll. Like a list, it has
// an id and epoch-millisecond clocks so that 'newer wins' sync can follow.

/** Renown gained, by roster unit id. */
const RenownByUnitSchema = z.record(z.string(), z.number().int().min(0).max(100));

export const BATTLE_RESULTS = ['win', 'draw', 'loss'] as const;
export const BattleResultSchema = z.enum(BATTLE_RESULTS);
export type BattleResult = z.infer<typeof BattleResultSchema>;

/** A scar a unit took in a battle. */
export const ScarTakenSchema = z.object({ unit: z.string().min(1), scar: z.string().min(1) });
export type ScarTaken = z.infer<typeof ScarTakenSchema>;

/** One battle fought with the roster, as the player logged it. */
export const BattleLogEntrySchema = z.object({
  id: z.string().min(1),
  /** The day it was fought, 'YYYY-MM-DD'. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  opponent: z.string().max(200),
  result: BattleResultSchema,
  glory: z.number().int().min(0).max(100),
  renown: RenownByUnitSchema,
  scars: z.array(ScarTakenSchema),
  /** The game at the table it was logged from (a list mustered from the roster), or null when logged by hand. */
  gameId: z.string().min(1).nullable().default(null),
  /** The victory points of that game, the player's and the opponent's. */
  score: z
    .object({ me: z.number().int().min(0).max(1000), opponent: z.number().int().min(0).max(1000) })
    .nullable()
    .default(null),
});
export type BattleLogEntry = z.infer<typeof BattleLogEntrySchema>;

/** A unit of the Order of Battle and what it has earned. */
export const RosterUnitSchema = z.object({
  id: z.string().min(1),
  /** The warscroll's name. */
  name: z.string().min(1),
  renown: z.number().int().min(0).default(0),
  /** The name of the path it follows. */
  path: z.string().nullable().default(null),
  /** Names of the path abilities it has gained. */
  pathAbilities: z.array(z.string()).default([]),
  /** Names of its enhancements (artefacts, heroic traits, the campaign's rewards). */
  enhancements: z.array(z.string()).default([]),
  /** Names of its battle scars. */
  scars: z.array(z.string()).default([]),
});
export type RosterUnit = z.infer<typeof RosterUnitSchema>;

export const QuestProgressSchema = z.object({
  /** The current quest's name; null when none is chosen. */
  name: z.string().nullable().default(null),
  points: z.number().int().min(0).default(0),
});

/** Glory points spent on something the campaign's rules sell for glory; the data prices nothing, so the player says what and how much. */
export const GlorySpendSchema = z.object({
  id: z.string().min(1),
  /** What the glory bought ('A new unit: Liberators'). */
  what: z.string().trim().min(1).max(200),
  glory: z.number().int().min(1).max(999),
});
export type GlorySpend = z.infer<typeof GlorySpendSchema>;

/** A list mustered from the roster for one battle, and the roster units it took (by id), in the list's order. */
export const MusterSchema = z.object({ listId: z.string().min(1), units: z.array(z.string()) });
export type Muster = z.infer<typeof MusterSchema>;

export const CampaignRosterSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** Army name, as a list's faction. */
  faction: z.string(),
  /** The id of the campaign in the game data (`GameData.pathToGlory`). */
  campaignId: z.string().min(1),
  /** The roster unit id of the warlord. */
  warlord: z.string().nullable().default(null),
  units: z.array(RosterUnitSchema).default([]),
  glory: z.number().int().min(0).default(0),
  /** What its glory bought, oldest first. */
  spent: z.array(GlorySpendSchema).default([]),
  quest: QuestProgressSchema.default({ name: null, points: 0 }),
  /** What the campaign's other tracks count, by the item's name ('Emberstone Shards': 3, "Gnaw's Edge Unlocked": 1). */
  tracks: z.record(z.string(), z.number().int().min(0)).default({}),
  log: z.array(BattleLogEntrySchema).default([]),
  /** The lists mustered from it, oldest first. */
  musters: z.array(MusterSchema).default([]),
  /** Epoch milliseconds, the clock sync compares (as a list's). */
  _createdAt: z.number().int(),
  _updatedAt: z.number().int(),
  locked: z.boolean().default(false),
  deleted: z.boolean().default(false),
  deletedAt: z.number().int().nullable().default(null),
  folderId: z.string().nullable().default(null),
});
export type CampaignRoster = z.infer<typeof CampaignRosterSchema>;

export type NewRoster = { id: string; name: string; faction: string; campaignId: string; now: number };

/** An empty roster: no units, no glory, no battles. */
export function createRoster({ id, name, faction, campaignId, now }: NewRoster): CampaignRoster {
  return CampaignRosterSchema.parse({ id, name, faction, campaignId, _createdAt: now, _updatedAt: now });
}
