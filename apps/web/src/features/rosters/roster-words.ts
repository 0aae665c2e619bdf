// The words the roster screens share.
import { campaignLabel, type BattleResult, type CampaignRoster, type GameData } from '@scrolldex/rules';

export const RESULT_LABELS: Record<BattleResult, string> = { win: 'Win', draw: 'Draw', loss: 'Loss' };

/** The campaign's name, or a plain word when this data version does not have it. */
export function campaignName(data: GameData | null, roster: Pick<CampaignRoster, 'campaignId'>): string {
  const campaign = data?.pathToGlory.find((candidate) => candidate.id === roster.campaignId);
  return campaign ? campaignLabel(campaign) : 'Path to Glory';
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
