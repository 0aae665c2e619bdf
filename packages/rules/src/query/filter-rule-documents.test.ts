import { describe, expect, it } from 'vitest';

import type { Ability, RuleDocument, RuleSection } from '../model/index.js';
import { filterRuleDocuments } from './filter-rule-documents.js';

const ability = (name: string, effect: string): Ability => ({
  id: name,
  name,
  type: 'Command',
  timing: 'Any Hero Phase',
  color: 'yellow',
  typeAttribute: 'special',
  cost: 1,
  keywords: [],
  effect,
  declare: null,
  usedBy: null,
  castingValue: null,
  chantingValue: null,
  unlockCondition: null,
  pointsCost: null,
  phase: null,
});

const section = (name: string, text: string | Ability, subSections: RuleSection[] = []): RuleSection => ({
  name,
  containers: [
    {
      name: null,
      components: [typeof text === 'string' ? { contentType: 'text', text, ability: null } : { contentType: 'ability', text: null, ability: text }],
    },
  ],
  subSections,
});

const DOCUMENTS: RuleDocument[] = [
  {
    title: 'CORE RULES',
    sections: [section('Commands', ability('Rally', 'Roll six dice.')), section('Weapon Abilities', '• **Crit (Mortal)**: the attack inflicts mortal damage.')],
  },
  { title: 'ADVANCED RULES', sections: [section('Terrain', 'Cover', [section('Obscuring', 'Cannot be targeted by ^^Shooting^^ attacks.')])] },
];

const names = (documents: RuleDocument[]) => documents.map((document) => [document.title, document.sections.map((s) => s.name)]);

describe('filterRuleDocuments', () => {
  const none = { query: '', favouritesOnly: false, favourites: new Set<string>() };

  it('keeps everything for a blank filter', () => {
    expect(names(filterRuleDocuments(DOCUMENTS, none))).toEqual(names(DOCUMENTS));
  });

  it('keeps sections holding every word in their name, text, abilities or sub-sections, ignoring case and markup', () => {
    expect(names(filterRuleDocuments(DOCUMENTS, { ...none, query: 'MORTAL crit' }))).toEqual([['CORE RULES', ['Weapon Abilities']]]);
    expect(names(filterRuleDocuments(DOCUMENTS, { ...none, query: 'six dice' }))).toEqual([['CORE RULES', ['Commands']]]);
    expect(names(filterRuleDocuments(DOCUMENTS, { ...none, query: 'shooting attacks' }))).toEqual([['ADVANCED RULES', ['Terrain']]]);
    expect(filterRuleDocuments(DOCUMENTS, { ...none, query: 'nowhere' })).toEqual([]);
  });

  it('keeps only favourite sections when asked', () => {
    const favourites = new Set(['Terrain', 'Commands']);
    expect(names(filterRuleDocuments(DOCUMENTS, { query: '', favouritesOnly: true, favourites }))).toEqual([
      ['CORE RULES', ['Commands']],
      ['ADVANCED RULES', ['Terrain']],
    ]);
    expect(names(filterRuleDocuments(DOCUMENTS, { query: 'dice', favouritesOnly: true, favourites: new Set(['Terrain']) }))).toEqual([]);
  });
});
