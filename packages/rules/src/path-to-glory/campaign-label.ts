import type { Campaign } from '../model/index.js';

const TAG_WORDS: Readonly<Record<string, string>> = { wip: 'work in progress' };

/**
 * The campaign's name as players read it: the data's 'Path to Glory: ' before
 * it and its bracketed tags made plain ('Freeform [UNOFFICIAL]' reads
 * 'Freeform (unofficial)'). The data's name stays the campaign's key.
 */
export function campaignLabel(campaign: Pick<Campaign, 'name'>): string {
  const name = campaign.name.replace(/^Path to Glory:\s*/, '');
  return name.replace(/\s*\[([^\]]*)\]\s*$/, (_tags, tags: string) => {
    const words = tags
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter((tag) => tag !== '')
      .map((tag) => TAG_WORDS[tag] ?? tag);
    return words.length > 0 ? ` (${words.join(', ')})` : '';
  });
}
