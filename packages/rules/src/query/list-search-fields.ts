// The filters of the saved-lists search box, as data for its help text.
import { FACTION_ALIASES } from './faction-aliases.js';
import { indexFieldKeys, NUMBER_COMPARISONS, TEXT_COMPARISONS, type SearchField } from './search-field.js';

export type ListSearchFieldId = 'name' | 'army' | 'unit' | 'points' | 'cap' | 'is';

export const LIST_IS_VALUES = [
  { value: 'locked', aliases: [], description: 'Locked lists' },
  { value: 'valid', aliases: [], description: 'Lists that passed validation' },
  { value: 'warning', aliases: ['warnings'], description: 'Lists with validation warnings' },
  { value: 'incomplete', aliases: ['unchecked'], description: 'Lists that could not be fully checked' },
  { value: 'error', aliases: ['errors', 'invalid'], description: 'Lists with validation errors' },
] as const;

export const LIST_SEARCH_FIELDS: readonly SearchField<ListSearchFieldId>[] = [
  {
    id: 'name',
    name: 'List name',
    group: 'Lists',
    description: 'Part of the list name. A bare word looks in the name, the army and the units.',
    keys: ['n', 'name'],
    type: 'text',
    comparisons: TEXT_COMPARISONS,
    weaponSuffix: false,
    values: [],
    examples: [{ query: 'n:tournament', description: 'Lists named with "tournament"' }],
  },
  {
    id: 'army',
    name: 'Army',
    group: 'Lists',
    description: "The list's army; short names such as SCE or DOK work, and an army's armies of renown count too.",
    keys: ['a', 'army', 'faction'],
    type: 'text',
    comparisons: TEXT_COMPARISONS,
    weaponSuffix: false,
    values: FACTION_ALIASES.map(({ army, aliases }) => ({ value: army, aliases, description: `Short names of ${army}` })),
    examples: [{ query: 'a:dok', description: 'Daughters of Khaine lists' }],
  },
  {
    id: 'unit',
    name: 'Unit',
    group: 'Lists',
    description: 'The list holds a unit whose name contains the value.',
    keys: ['u', 'unit'],
    type: 'text',
    comparisons: TEXT_COMPARISONS,
    weaponSuffix: false,
    values: [],
    examples: [{ query: 'u:liberators', description: 'Lists with Liberators' }],
  },
  {
    id: 'points',
    name: 'Points',
    group: 'Lists',
    description: "The list's last points total.",
    keys: ['points', 'pts'],
    type: 'number',
    comparisons: NUMBER_COMPARISONS,
    weaponSuffix: false,
    values: [],
    examples: [{ query: 'points>2000', description: 'Lists over 2000 points' }],
  },
  {
    id: 'cap',
    name: 'Points cap',
    group: 'Lists',
    description: "The list's points cap.",
    keys: ['cap'],
    type: 'number',
    comparisons: NUMBER_COMPARISONS,
    weaponSuffix: false,
    values: [],
    examples: [{ query: 'cap=1000', description: 'Lists for 1000-point games' }],
  },
  {
    id: 'is',
    name: 'State',
    group: 'Lists',
    description: 'Locked, or the result of the last validation.',
    keys: ['is'],
    type: 'choice',
    comparisons: TEXT_COMPARISONS,
    weaponSuffix: false,
    values: LIST_IS_VALUES.map(({ value, aliases, description }) => ({ value, aliases: [...aliases], description })),
    examples: [{ query: 'is:locked', description: 'Locked lists' }],
  },
];

export const LIST_SEARCH_FIELDS_BY_KEY = indexFieldKeys(LIST_SEARCH_FIELDS);
