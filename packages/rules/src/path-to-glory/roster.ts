import { z } from 'zod/mini';

import { builtOnce } from '../shared/built-once.js';

// A Path to Glory campaign roster: an Order of Battle that grows
// battle by battle. Everything refers to game data by name (warscrolls, paths,
// abilities, scars, quests), as lists do; units carry ids of their own because
// an Order of Battle may hold two units of one warscroll. Like a list, it has
// an id and epoch-millisecond clocks so that 'newer wins' sync can follow.

/** An id or a name: never empty. */
const name = () => z.string().check(z.minLength(1));
/** Names a unit gathers, none at first. */
const names = () => z._default(z.array(z.string()), []);
/** A text not chosen yet: null, also when an older roster has no field. */
const textOrNull = () => z._default(z.nullable(z.string()), null);
/** Points or renown gathered, none at first. */
const count = () => z._default(z.int().check(z.minimum(0)), 0);
const victoryPoints = () => z.int().check(z.minimum(0), z.maximum(1000));

export const BATTLE_RESULTS = ['win', 'draw', 'loss'] as const;

/**
 * The schemas of a roster, made at their first use, as a game's (game/game.ts): the battle view and the Lists tab load
 * this module with the rosters' store, and check a roster only when the device holds one; made as the module loaded,
 * they took a phone's start (CPU 4x) milliseconds for nothing.
 */
export const rosterSchemas = builtOnce(() => {
  /** Renown gained, by roster unit id. */
  const RenownByUnitSchema = z.record(z.string(), z.int().check(z.minimum(0), z.maximum(100)));

  const BattleResultSchema = z.enum(BATTLE_RESULTS);

  /** A scar a unit took in a battle. */
  const ScarTakenSchema = z.object({ unit: name(), scar: name() });

  /** One battle fought with the roster, as the player logged it. */
  const BattleLogEntrySchema = z.object({
    id: name(),
    /** The day it was fought, 'YYYY-MM-DD'. */
    date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    opponent: z.string().check(z.maxLength(200)),
    result: BattleResultSchema,
    glory: z.int().check(z.minimum(0), z.maximum(100)),
    renown: RenownByUnitSchema,
    scars: z.array(ScarTakenSchema),
    /** The game at the table it was logged from (a list mustered from the roster), or null when logged by hand. */
    gameId: z._default(z.nullable(name()), null),
    /** The victory points of that game, the player's and the opponent's. */
    score: z._default(z.nullable(z.object({ me: victoryPoints(), opponent: victoryPoints() })), null),
  });

  /** A unit of the Order of Battle and what it has earned. */
  const RosterUnitSchema = z.object({
    id: name(),
    /** The warscroll's name. */
    name: name(),
    renown: count(),
    /** The name of the path it follows. */
    path: textOrNull(),
    /** Names of the path abilities it has gained. */
    pathAbilities: names(),
    /** Names of its enhancements (artefacts, heroic traits, the campaign's rewards). */
    enhancements: names(),
    /** Names of its battle scars. */
    scars: names(),
  });

  const QuestProgressSchema = z.object({
    /** The current quest's name; null when none is chosen. */
    name: textOrNull(),
    points: count(),
  });

  /** Glory points spent on something the campaign's rules sell for glory; the data prices nothing, so the player says what and how much. */
  const GlorySpendSchema = z.object({
    id: name(),
    /** What the glory bought ('A new unit: Liberators'). */
    what: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    glory: z.int().check(z.minimum(1), z.maximum(999)),
  });

  /** A list mustered from the roster for one battle, and the roster units it took (by id), in the list's order. */
  const MusterSchema = z.object({ listId: name(), units: z.array(z.string()) });

  const CampaignRosterSchema = z.object({
    id: name(),
    name: z.string(),
    /** Army name, as a list's faction. */
    faction: z.string(),
    /** The id of the campaign in the game data (`GameData.pathToGlory`). */
    campaignId: name(),
    /** The roster unit id of the warlord. */
    warlord: textOrNull(),
    units: z._default(z.array(RosterUnitSchema), []),
    glory: count(),
    /** What its glory bought, oldest first. */
    spent: z._default(z.array(GlorySpendSchema), []),
    quest: z._default(QuestProgressSchema, { name: null, points: 0 }),
    /** What the campaign's other tracks count, by the item's name ('Emberstone Shards': 3, "Gnaw's Edge Unlocked": 1). */
    tracks: z._default(z.record(z.string(), z.int().check(z.minimum(0))), {}),
    log: z._default(z.array(BattleLogEntrySchema), []),
    /** The lists mustered from it, oldest first. */
    musters: z._default(z.array(MusterSchema), []),
    /** Epoch milliseconds, the clock sync compares (as a list's). */
    _createdAt: z.int(),
    _updatedAt: z.int(),
    locked: z._default(z.boolean(), false),
    deleted: z._default(z.boolean(), false),
    deletedAt: z._default(z.nullable(z.int()), null),
    folderId: textOrNull(),
  });

  return {
    BattleResultSchema,
    ScarTakenSchema,
    BattleLogEntrySchema,
    RosterUnitSchema,
    QuestProgressSchema,
    GlorySpendSchema,
    MusterSchema,
    CampaignRosterSchema,
  };
});
type RosterSchemas = ReturnType<typeof rosterSchemas>;

export type BattleResult = z.infer<RosterSchemas['BattleResultSchema']>;
export type ScarTaken = z.infer<RosterSchemas['ScarTakenSchema']>;
export type BattleLogEntry = z.infer<RosterSchemas['BattleLogEntrySchema']>;
export type RosterUnit = z.infer<RosterSchemas['RosterUnitSchema']>;
export type GlorySpend = z.infer<RosterSchemas['GlorySpendSchema']>;
export type Muster = z.infer<RosterSchemas['MusterSchema']>;
export type CampaignRoster = z.infer<RosterSchemas['CampaignRosterSchema']>;

export type NewRoster = { id: string; name: string; faction: string; campaignId: string; now: number };

/** An empty roster: no units, no glory, no battles. */
export function createRoster({ id, name, faction, campaignId, now }: NewRoster): CampaignRoster {
  return rosterSchemas().CampaignRosterSchema.parse({ id, name, faction, campaignId, _createdAt: now, _updatedAt: now });
}
