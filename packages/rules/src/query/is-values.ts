// The values of the `is:` filter: what kind of thing a result is.
import type { SearchDocument, SearchDocumentKind } from './search-document.js';

export type IsValue = {
  value: string;
  aliases: readonly string[];
  description: string;
  test: (doc: SearchDocument) => boolean;
};

const kinds =
  (...list: SearchDocumentKind[]) =>
  (doc: SearchDocument) =>
    list.includes(doc.kind);

/** Upgrade kinds: formations, traits, enhancements, lores and regiments of renown. */
const UPGRADE_KINDS: SearchDocumentKind[] = ['formation', 'battleTraits', 'enhancement', 'lore', 'regimentOfRenown'];

export const IS_VALUES: readonly IsValue[] = [
  { value: 'unit', aliases: ['warscroll'], description: 'A warscroll', test: kinds('unit') },
  { value: 'upgrade', aliases: [], description: 'A battle formation, battle traits, enhancement, lore or regiment of renown', test: kinds(...UPGRADE_KINDS) },
  { value: 'lore', aliases: [], description: 'A spell, prayer or manifestation lore', test: kinds('lore') },
  { value: 'rule', aliases: ['rules'], description: 'A core or handbook rule', test: kinds('rule') },
  { value: 'faq', aliases: [], description: 'An FAQ section', test: kinds('faq') },
  { value: 'battle tactic card', aliases: ['btc', 'tactic', 'battle tactic'], description: 'A battle tactic card', test: kinds('battleTacticCard') },
  {
    value: 'path to glory',
    aliases: ['ptg', 'campaign'],
    description: 'A Path to Glory campaign, path, quest log, battle scars or campaign table',
    test: kinds('pathToGlory'),
  },
  { value: 'regiment of renown', aliases: ['ror', 'regiment'], description: 'A regiment of renown', test: kinds('regimentOfRenown') },
  { value: 'army', aliases: ['faction'], description: 'An army or army of renown', test: kinds('army', 'armyOfRenown') },
  { value: 'army of renown', aliases: ['aor'], description: 'An army of renown', test: kinds('armyOfRenown') },
  { value: 'formation', aliases: ['battle formation'], description: 'A battle formation', test: kinds('formation') },
  { value: 'battle trait', aliases: ['trait', 'battle traits'], description: "An army's battle traits", test: kinds('battleTraits') },
  { value: 'enhancement', aliases: [], description: 'Any enhancement: heroic trait, artefact or other', test: kinds('enhancement') },
  { value: 'heroic trait', aliases: ['heroic'], description: 'A heroic trait', test: (doc) => doc.enhancementKind === 'heroicTraits' },
  { value: 'artefact', aliases: ['artifact', 'artefact of power'], description: 'An artefact of power', test: (doc) => doc.enhancementKind === 'artefacts' },
  { value: 'spell lore', aliases: ['spells'], description: 'A spell lore', test: (doc) => doc.loreKind === 'SpellLore' },
  { value: 'prayer lore', aliases: ['prayers'], description: 'A prayer lore', test: (doc) => doc.loreKind === 'PrayerLore' },
  { value: 'manifestation lore', aliases: ['manifestations'], description: 'A manifestation lore', test: (doc) => doc.loreKind === 'ManifestationLore' },
  { value: 'legends', aliases: ['legend'], description: 'Legends content', test: (doc) => doc.legends },
];
