// Search documents for the Path to Glory reference: each campaign, each of its
// paths (with every rank ability), its quests, its battle scars, its tables and
// its Anvil of Apotheosis warscrolls.
import type { Ability, Campaign, CampaignEntry, CampaignTable, GameData } from '../model/index.js';
import { campaignLabel } from '../path-to-glory/campaign-label.js';
import { makeDocument } from './make-document.js';
import { sectionSlug } from './normalize.js';
import type { SearchDocument } from './search-document.js';

/** The anchor of a campaign, or of one part of it, on the Path to Glory page: 'ascension', 'ascension-path-of-the-warrior'. */
export function pathToGloryAnchor(campaignName: string, partName?: string): string {
  return sectionSlug(partName ? `${campaignName} ${partName}` : campaignName);
}

/** The title of an Anvil of Apotheosis warscroll's part of the reference: 'Anvil of Apotheosis: Regiment Hero'. */
export function anvilWarscrollTitle(warscroll: CampaignTable): string {
  return `Anvil of Apotheosis: ${warscroll.name}`;
}

function entriesText(entries: readonly CampaignEntry[]): string {
  return entries.flatMap((entry) => [entry.name, ...entry.notes]).join('\n');
}

function entriesAbilities(entries: readonly CampaignEntry[]): Ability[] {
  return entries.flatMap((entry) => entry.abilities);
}

function campaignDocuments(campaign: Campaign): SearchDocument[] {
  const detail = `Path to Glory: ${campaignLabel(campaign)}`;
  const part = (sourceId: string, name: string, fields: { text?: string; abilities?: readonly Ability[] }) =>
    makeDocument({
      kind: 'pathToGlory',
      sourceId,
      name,
      detail,
      text: fields.text ?? '',
      abilities: fields.abilities ?? [],
      route: { name: 'PathToGlory', hash: pathToGloryAnchor(campaign.name, name) },
    });
  const documents = [
    makeDocument({
      kind: 'pathToGlory',
      sourceId: campaign.id,
      name: campaignLabel(campaign),
      detail: 'Path to Glory campaign',
      text: campaign.orderOfBattle.tracks.flatMap((track) => [track.name, ...track.items]).join('\n'),
      route: { name: 'PathToGlory', hash: pathToGloryAnchor(campaign.name) },
    }),
    ...campaign.paths.map((path) =>
      part(path.id, path.name, {
        text: path.ranks.map((rank) => rank.rank).join('\n'),
        abilities: path.ranks.flatMap((rank) => rank.abilities),
      }),
    ),
    ...[
      ...campaign.tables.map((table) => ({ table, name: table.name })),
      ...campaign.anvilWarscrolls.map((table) => ({ table, name: anvilWarscrollTitle(table) })),
    ].map(({ table, name }) => {
      const entries = table.sections.flatMap((section) => section.entries);
      return part(table.id, name, { text: entriesText(entries), abilities: entriesAbilities(entries) });
    }),
  ];
  if (campaign.quests.length > 0) documents.push(part(`${campaign.id}:quests`, 'Quests', { text: entriesText(campaign.quests) }));
  if (campaign.battleScars.length > 0) {
    const scars = campaign.battleScars.flatMap((grade) => grade.scars);
    documents.push(part(`${campaign.id}:battle-scars`, 'Battle Scars', { text: entriesText(scars), abilities: entriesAbilities(scars) }));
  }
  return documents;
}

export function buildPathToGloryDocuments(data: GameData): SearchDocument[] {
  return data.pathToGlory.flatMap(campaignDocuments);
}
