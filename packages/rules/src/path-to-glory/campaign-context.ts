import type { Ability, Army, Campaign, CampaignTrack, GameData, Path, Unit } from '../model/index.js';
import { rankLadder, type RankStep } from './rank-ladder.js';
import type { CampaignRoster } from './roster.js';

// What the roster's rules and screens read of the game data, looked up once:
// the campaign, the army, and the tables by name.

const WARLORD_TRACK = 'Warlord';
const QUEST_LOG_TRACK = 'Quest Log';

export type CampaignContext = {
  campaign: Campaign;
  /** Undefined when the roster's army is not in the data. */
  army: Army | undefined;
  ladder: RankStep[];
  warscrolls: ReadonlyMap<string, Unit>;
  paths: ReadonlyMap<string, Path>;
  scars: ReadonlySet<string>;
  quests: ReadonlySet<string>;
  /** Whether the campaign keeps a warlord, and a quest log. */
  hasWarlord: boolean;
  hasQuestLog: boolean;
  /** The tracks shown as counters: every track but the Warlord and the Quest Log that records something. */
  counterTracks: CampaignTrack[];
};

export function findCampaign(data: GameData, campaignId: string): Campaign | undefined {
  return data.pathToGlory.find((campaign) => campaign.id === campaignId);
}

export function buildCampaignContext(data: GameData, roster: Pick<CampaignRoster, 'campaignId' | 'faction'>): CampaignContext | undefined {
  const campaign = findCampaign(data, roster.campaignId);
  if (!campaign) return undefined;
  const army = data.armies[roster.faction];
  const tracks = campaign.orderOfBattle.tracks;
  return {
    campaign,
    army,
    ladder: rankLadder(campaign),
    warscrolls: new Map((army?.units ?? []).map((unit) => [unit.name, unit])),
    paths: new Map(campaign.paths.map((path) => [path.name, path])),
    scars: new Set(campaign.battleScars.flatMap((grade) => grade.scars.map((scar) => scar.name))),
    quests: new Set(campaign.quests.map((quest) => quest.name)),
    hasWarlord: tracks.some((track) => track.name === WARLORD_TRACK),
    hasQuestLog: tracks.some((track) => track.name === QUEST_LOG_TRACK),
    counterTracks: tracks.filter((track) => track.name !== WARLORD_TRACK && track.name !== QUEST_LOG_TRACK && track.items.length > 0),
  };
}

/** A path ability with the rank it belongs to. */
export type RankedAbility = { rank: string; ability: Ability; maxSelections: number | null };

/** Every ability of a path, rank by rank. */
export function pathAbilities(path: Path): RankedAbility[] {
  return path.ranks.flatMap((rank) => rank.abilities.map((ability) => ({ rank: rank.rank, ability, maxSelections: rank.maxSelections })));
}
