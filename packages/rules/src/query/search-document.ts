// What the global search finds: one flat document per unit, army, lore,
// upgrade, regiment of renown, card or rule, built once from the game data.
import type { Ability, LoreKind, WeaponKind } from '../model/index.js';

export const SEARCH_DOCUMENT_KINDS = [
  'army',
  'armyOfRenown',
  'unit',
  'regimentOfRenown',
  'formation',
  'battleTraits',
  'enhancement',
  'lore',
  'battleTacticCard',
  'pathToGlory',
  'rule',
  'faq',
] as const;
export type SearchDocumentKind = (typeof SEARCH_DOCUMENT_KINDS)[number];

/** Where the app shows a result; names and params follow the route table. */
export type SearchRoute =
  | { name: 'UnitDetail'; params: { armyName: string; unitName: string } }
  | { name: 'UnitList'; params: { armyName: string }; hash: string | null }
  | { name: 'ManifestationLore'; params: { loreName: string } }
  | { name: 'RegimentOfRenown'; params: { regimentName: string } }
  | { name: 'BattleTacticCard'; params: { cardName: string } }
  /** The Path to Glory reference; hash is the campaign's or one of its parts' anchor. */
  | { name: 'PathToGlory'; hash: string }
  | { name: 'RuleBySearch'; params: { ruleId: string } }
  | { name: 'FAQ'; params: { sectionTitle: string } };

export type SearchWeapon = {
  name: string;
  kind: WeaponKind;
  /** Numbers of the printed characteristics; null where none ('-' range, unreadable). */
  range: number | null;
  attacks: number | null;
  hit: number | null;
  wound: number | null;
  rend: number | null;
  damage: number | null;
  abilities: readonly string[];
};

export type SearchDocument = {
  /** Unique in the index: `<kind>:<source id>`. */
  id: string;
  kind: SearchDocumentKind;
  name: string;
  /** A short description of what it is: 'Hero', 'Spell Lore', 'Artefacts of Power'. */
  detail: string;
  /** The army it is shown under, or null for universal things. */
  armyName: string | null;
  /** Every army (and army of renown) that has it; the army filter looks here. */
  armies: readonly string[];
  keywords: readonly string[];
  /** Rules text besides the abilities (traits' notes, card text, a rule's description), as printed. */
  text: string;
  /** A battle tactic card's tactics (Affray, Strike, Domination): names plain words find it by, like its abilities'. */
  tacticNames: readonly string[];
  legends: boolean;
  points: number | null;
  move: number | null;
  health: number | null;
  control: number | null;
  save: number | null;
  ward: number | null;
  banishment: number | null;
  wizardLevel: number | null;
  priestLevel: number | null;
  weapons: readonly SearchWeapon[];
  abilities: readonly Ability[];
  /** For lores. */
  loreKind: LoreKind | null;
  /** For enhancements: the table kind ('heroicTraits', 'artefacts', 'other'). */
  enhancementKind: 'heroicTraits' | 'artefacts' | 'other' | null;
  route: SearchRoute;
};

/** An ability with its searchable text prepared once. */
export type IndexedAbility = {
  ability: Ability;
  nameKey: string;
  nameFolded: string;
  keywords: readonly string[];
  text: string;
};

export type IndexedWeapon = SearchWeapon & { abilitiesFolded: readonly string[] };

/** A document with everything a query compares prepared once (lower case, folded, name keys). */
export type IndexedDocument = {
  doc: SearchDocument;
  nameKey: string;
  nameFolded: string;
  armyKeys: readonly string[];
  armyFolded: readonly string[];
  /** The armies' own names (not their armies of renown'), folded, whole and word by word: what a plain word narrows to. */
  armyWords: ReadonlySet<string>;
  tacticKeys: readonly string[];
  /** '|' + the name keys of the abilities and tactics, each followed by '|' (no key holds one): one test tells whether any holds, starts with or is a word. */
  partNameKeys: string;
  keywords: readonly string[];
  /** All rules text, abilities included, folded. */
  text: string;
  abilities: readonly IndexedAbility[];
  weapons: readonly IndexedWeapon[];
};
