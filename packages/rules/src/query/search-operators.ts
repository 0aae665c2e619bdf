// How search terms combine, as data for the Search Reference page.

export type SearchOperator = {
  name: string;
  syntax: readonly string[];
  description: string;
  examples: readonly { query: string; description: string }[];
};

export const SEARCH_OPERATORS: readonly SearchOperator[] = [
  {
    name: 'Implicit AND',
    syntax: ['a b'],
    description: 'Terms separated by spaces must all match.',
    examples: [{ query: 'a:sce k:hero mv>=10', description: 'Stormcast heroes that move 10" or more' }],
  },
  {
    name: 'AND',
    syntax: ['&', 'and'],
    description: 'Both sides must match; the same as a space.',
    examples: [
      { query: 'k:hero & k:wizard', description: 'Heroes that are wizards' },
      { query: 'k:monster and a:sons', description: 'Sons of Behemat monsters' },
    ],
  },
  {
    name: 'OR',
    syntax: ['|', 'or'],
    description: 'Either side may match. AND binds tighter than OR.',
    examples: [
      { query: 'k:wizard | k:priest', description: 'Wizards or priests' },
      { query: 'a:sce or a:cos', description: 'Stormcast Eternals or Cities of Sigmar' },
    ],
  },
  {
    name: 'NOT',
    syntax: ['-', 'not'],
    description: 'The term must not match. NOT binds tighter than AND.',
    examples: [
      { query: 'a:sce k:hero -k:unique', description: 'Stormcast heroes that are not unique' },
      { query: 'is:unit not k:hero a:skaven', description: 'Skaven units that are not heroes' },
    ],
  },
  {
    name: 'Parentheses',
    syntax: ['( )'],
    description: 'Group terms.',
    examples: [{ query: '(a:sce or a:cos) k:wizard', description: 'Wizards of either army' }],
  },
  {
    name: 'Quotes',
    syntax: ['"…"'],
    description: 'A phrase with spaces, as one value.',
    examples: [{ query: 'o:"mortal damage"', description: 'Rules text with the phrase "mortal damage"' }],
  },
  {
    name: 'Regex',
    syntax: ['/…/'],
    description: 'A regular expression, ignoring case; bare, it tests names.',
    examples: [
      { query: '/^lord/', description: 'Names starting with "lord"' },
      { query: 'o:/\\d+ mortal damage/', description: 'Rules text with a number of mortal damage' },
    ],
  },
  {
    name: 'Comparisons',
    syntax: [':', '=', '<', '<=', '>', '>='],
    description: "Numbers compare with < <= > >= and = (':' means '='). On text, ':' means contains and '=' means exactly.",
    examples: [
      { query: 'sv<=3 health>=5', description: 'Save 3+ or better and Health 5 or more' },
      { query: 'n="Liberators"', description: 'Named exactly "Liberators"' },
    ],
  },
];
