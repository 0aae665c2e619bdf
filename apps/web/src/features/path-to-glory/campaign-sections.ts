// The parts of a campaign's page, in order, each with its anchor: what the
// Order of Battle holds, the paths, the quests, the battle scars, the
// campaign's own tables, then the Anvil of Apotheosis warscrolls' options.
// Parts the data leaves empty are not shown.
import { anvilWarscrollTitle, pathToGloryAnchor, type Campaign, type CampaignTable } from '@scrolldex/rules';

export type CampaignSection =
  | { kind: 'orderOfBattle'; id: string; title: string }
  | { kind: 'paths'; id: string; title: string }
  | { kind: 'quests'; id: string; title: string }
  | { kind: 'battleScars'; id: string; title: string }
  | { kind: 'table'; id: string; title: string; table: CampaignTable };

export function campaignSections(campaign: Campaign): CampaignSection[] {
  const anchor = (title: string) => pathToGloryAnchor(campaign.name, title);
  const { orderOfBattle } = campaign;
  const sections: CampaignSection[] = [];
  if (orderOfBattle.unitKeywords.length > 0 || orderOfBattle.maxFactionTerrain !== null || orderOfBattle.tracks.length > 0) {
    sections.push({ kind: 'orderOfBattle', id: anchor('Order of Battle'), title: 'Order of Battle' });
  }
  if (campaign.paths.length > 0) sections.push({ kind: 'paths', id: anchor('Paths'), title: 'Paths' });
  if (campaign.quests.length > 0) sections.push({ kind: 'quests', id: anchor('Quests'), title: 'Quests' });
  if (campaign.battleScars.length > 0) sections.push({ kind: 'battleScars', id: anchor('Battle Scars'), title: 'Battle Scars' });
  for (const table of campaign.tables) sections.push({ kind: 'table', id: anchor(table.name), title: table.name, table });
  for (const warscroll of campaign.anvilWarscrolls) {
    const title = anvilWarscrollTitle(warscroll);
    sections.push({ kind: 'table', id: anchor(title), title, table: warscroll });
  }
  return sections;
}

/** The campaign a page hash belongs to ('ascension-path-of-the-warrior' is Ascension's), if any. */
export function campaignOfHash(campaigns: readonly Campaign[], hash: string): Campaign | undefined {
  return campaigns.find((campaign) => {
    const anchor = pathToGloryAnchor(campaign.name);
    return hash === anchor || hash.startsWith(`${anchor}-`);
  });
}
