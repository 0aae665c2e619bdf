// The global search's filters, as data: what each does, its keys, allowed
// values and examples. The Search Reference page renders this table and the
// compiler reads it, so the two cannot drift apart.
import { FACTION_ALIASES } from './faction-aliases.js';
import { IS_VALUES } from './is-values.js';
import { indexFieldKeys, NUMBER_COMPARISONS, TEXT_COMPARISONS, type SearchField } from './search-field.js';

export type GameSearchFieldId =
  | 'army'
  | 'is'
  | 'keyword'
  | 'name'
  | 'oracle'
  | 'abilityKeyword'
  | 'abilityName'
  | 'abilityText'
  | 'move'
  | 'health'
  | 'control'
  | 'save'
  | 'level'
  | 'ward'
  | 'banishment'
  | 'points'
  | 'hit'
  | 'wound'
  | 'rend'
  | 'damage'
  | 'range'
  | 'attacks'
  | 'weaponAbility';

type FieldSpec = Omit<SearchField<GameSearchFieldId>, 'type' | 'comparisons' | 'weaponSuffix' | 'values'> &
  Partial<Pick<SearchField<GameSearchFieldId>, 'values'>>;

const text = (spec: FieldSpec): SearchField<GameSearchFieldId> => ({ values: [], ...spec, type: 'text', comparisons: TEXT_COMPARISONS, weaponSuffix: false });
const stat = (spec: FieldSpec): SearchField<GameSearchFieldId> => ({
  values: [],
  ...spec,
  type: 'number',
  comparisons: NUMBER_COMPARISONS,
  weaponSuffix: false,
});
const weaponStat = (spec: FieldSpec): SearchField<GameSearchFieldId> => ({ ...stat(spec), weaponSuffix: true });

const NUMBER_NOTE = "Printed values compare by their number: 5\" is 5, 3+ is 3, '-' never matches, a dice roll counts as its average (D6 is 3.5).";

export const SEARCH_FIELDS: readonly SearchField<GameSearchFieldId>[] = [
  text({
    id: 'army',
    name: 'Army',
    group: 'General',
    description:
      "Things of an army. The value is part of an army's name or one of the short names below; an army's armies of renown count too. Use = for that army alone.",
    keys: ['a', 'army'],
    values: FACTION_ALIASES.map(({ army, aliases }) => ({ value: army, aliases, description: `Short names of ${army}` })),
    examples: [
      { query: 'a:sce', description: 'Everything of the Stormcast Eternals and their armies of renown' },
      { query: 'a=sce', description: 'The Stormcast Eternals only' },
      { query: 'army:"legions of nagash"', description: 'All four Legions of Nagash armies of renown' },
    ],
  }),
  {
    id: 'is',
    name: 'Kind',
    group: 'General',
    description: 'What a result is: a warscroll, an upgrade, a lore, a rule and so on.',
    keys: ['is'],
    type: 'choice',
    comparisons: TEXT_COMPARISONS,
    weaponSuffix: false,
    values: IS_VALUES.map(({ value, aliases, description }) => ({ value, aliases, description })),
    examples: [
      { query: 'is:ror', description: 'Regiments of renown' },
      { query: 'is:unit a:sylvaneth', description: 'Sylvaneth warscrolls' },
      { query: 'is:btc', description: 'Battle tactic cards' },
    ],
  },
  text({
    id: 'keyword',
    name: 'Keyword',
    group: 'General',
    description: "Units with a keyword. 'wizard' also finds WIZARD (2); = asks for the exact keyword.",
    keys: ['k', 'kw', 'keyword'],
    examples: [
      { query: 'k:hero k:monster', description: 'Heroes on monsters' },
      { query: 'k:"warrior chamber"', description: 'A keyword of several words' },
    ],
  }),
  text({
    id: 'name',
    name: 'Name',
    group: 'General',
    description: 'Part of the name, ignoring case, accents and punctuation. A bare word does the same.',
    keys: ['n', 'name'],
    examples: [
      { query: 'n:lord', description: 'Names containing "lord"' },
      { query: 'n:/^lord/', description: 'Names starting with "lord" (a regex)' },
    ],
  }),
  text({
    id: 'oracle',
    name: 'Rules text',
    group: 'General',
    description: 'Words or a phrase in the rules text: abilities, spells, traits, cards.',
    keys: ['o', 'oracle'],
    examples: [
      { query: 'o:"mortal damage"', description: 'Rules that deal mortal damage' },
      { query: 'o:ward k:hero', description: 'Heroes whose rules mention a ward' },
    ],
  }),
  text({
    id: 'abilityKeyword',
    name: 'Ability keyword',
    group: 'Abilities',
    description: 'Has an ability with this keyword (SPELL, PRAYER, RAMPAGE, CORE...).',
    keys: ['ak'],
    examples: [{ query: 'ak:rampage', description: 'Things with a Rampage ability' }],
  }),
  text({
    id: 'abilityName',
    name: 'Ability name',
    group: 'Abilities',
    description: 'Has an ability whose name contains the value.',
    keys: ['an'],
    examples: [{ query: 'an:"healing"', description: 'Abilities named with "healing"' }],
  }),
  text({
    id: 'abilityText',
    name: 'Ability text',
    group: 'Abilities',
    description: 'Has an ability whose text (timing, declare and effect) contains the value.',
    keys: ['ao'],
    examples: [{ query: 'ao:"strike-first"', description: 'Abilities that give Strike-first' }],
  }),
  stat({
    id: 'move',
    name: 'Move',
    group: 'Characteristics',
    description: `Move characteristic. ${NUMBER_NOTE}`,
    keys: ['mv', 'move'],
    examples: [{ query: 'mv>=10', description: 'Move 10" or more' }],
  }),
  stat({
    id: 'health',
    name: 'Health',
    group: 'Characteristics',
    description: 'Health characteristic (wounds).',
    keys: ['wounds', 'health', 'hp'],
    examples: [{ query: 'health>=10 k:hero', description: 'Heroes with 10 or more Health' }],
  }),
  stat({
    id: 'control',
    name: 'Control',
    group: 'Characteristics',
    description: 'Control characteristic.',
    keys: ['ctrl', 'control'],
    examples: [{ query: 'ctrl>=2 k:infantry', description: 'Infantry with Control 2 or more' }],
  }),
  stat({
    id: 'save',
    name: 'Save',
    group: 'Characteristics',
    description: 'Save characteristic, compared by its number: sv<=3 is a 3+ save or better.',
    keys: ['sv', 'save'],
    examples: [{ query: 'sv<=3', description: 'Save 3+ or better' }],
  }),
  stat({
    id: 'level',
    name: 'Wizard or priest level',
    group: 'Characteristics',
    description: 'The n of WIZARD (n) or PRIEST (n).',
    keys: ['lvl', 'level'],
    examples: [{ query: 'lvl>=2', description: 'Wizards or priests of level 2 or more' }],
  }),
  stat({
    id: 'ward',
    name: 'Ward',
    group: 'Characteristics',
    description: 'Ward save, by its number: ward<=5 is a 5+ ward or better.',
    keys: ['ward'],
    examples: [{ query: 'ward<=5', description: 'A ward of 5+ or better' }],
  }),
  stat({
    id: 'banishment',
    name: 'Banishment',
    group: 'Characteristics',
    description: 'Banishment value of a manifestation.',
    keys: ['banish', 'banishment'],
    examples: [{ query: 'banish>=8', description: 'Manifestations that are hard to banish' }],
  }),
  stat({
    id: 'points',
    name: 'Points',
    group: 'Characteristics',
    description: 'Points of a unit, formation, enhancement, lore or regiment of renown.',
    keys: ['points', 'pts', 'cost'],
    examples: [{ query: 'points<=100 k:hero', description: 'Heroes of 100 points or fewer' }],
  }),
  weaponStat({
    id: 'hit',
    name: 'Hit',
    group: 'Weapons',
    description: 'Has a weapon with this Hit value. Add &melee or &ranged for that kind of weapon only.',
    keys: ['hit'],
    examples: [{ query: 'hit<=3&melee', description: 'A melee weapon hitting on 3+ or better' }],
  }),
  weaponStat({
    id: 'wound',
    name: 'Wound',
    group: 'Weapons',
    description: 'Has a weapon with this Wound value.',
    keys: ['wnd', 'wound'],
    examples: [{ query: 'wnd<=2', description: 'A weapon wounding on 2+' }],
  }),
  weaponStat({
    id: 'rend',
    name: 'Rend',
    group: 'Weapons',
    description: "Has a weapon with this Rend ('-' is 0).",
    keys: ['rend'],
    examples: [{ query: 'rend>=2&ranged', description: 'A ranged weapon with Rend 2 or more' }],
  }),
  weaponStat({
    id: 'damage',
    name: 'Damage',
    group: 'Weapons',
    description: 'Has a weapon with this Damage.',
    keys: ['dmg', 'damage'],
    examples: [{ query: 'dmg>=3&melee', description: 'A melee weapon of Damage 3 or more' }],
  }),
  weaponStat({
    id: 'range',
    name: 'Range',
    group: 'Weapons',
    description: 'Has a ranged weapon with this Range.',
    keys: ['range', 'rng'],
    examples: [{ query: 'range>=24', description: 'Shoots 24" or further' }],
  }),
  weaponStat({
    id: 'attacks',
    name: 'Attacks',
    group: 'Weapons',
    description: 'Has a weapon with this many Attacks.',
    keys: ['atk', 'attacks'],
    examples: [{ query: 'atk>=6&melee', description: 'A melee weapon of 6 or more attacks' }],
  }),
  {
    ...text({
      id: 'weaponAbility',
      name: 'Weapon ability',
      group: 'Weapons',
      description: 'Has a weapon with this weapon ability.',
      keys: ['wa'],
      examples: [
        { query: 'wa:"crit (mortal)"', description: 'Weapons with Crit (Mortal)' },
        { query: 'wa:companion&ranged', description: 'Ranged Companion weapons' },
      ],
    }),
    weaponSuffix: true,
  },
];

export const SEARCH_FIELDS_BY_KEY = indexFieldKeys(SEARCH_FIELDS);

/** Keys that take `&melee` / `&ranged`; the lexer reads the suffix only after these. */
export const WEAPON_SUFFIX_KEYS: ReadonlySet<string> = new Set(SEARCH_FIELDS.filter((field) => field.weaponSuffix).flatMap((field) => field.keys));
