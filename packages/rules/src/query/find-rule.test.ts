import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import type { RuleDocument, RuleSection } from '../model/index.js';
import { findRule } from './find-rule.js';
import { buildSearchIndex } from './search-index.js';
import { searchGameData } from './search.js';

const section = (name: string, text: string, subSections: RuleSection[] = []): RuleSection => ({
  name,
  containers: [{ name: null, components: [{ contentType: 'text', text, ability: null }] }],
  subSections,
});

const DOCUMENTS: RuleDocument[] = [
  {
    title: 'CORE RULES',
    sections: [
      section('Commands', 'Commands cost command points.', [section('Rally', 'Roll 6 dice.')]),
      section('Commands', 'A second section of the same name.'),
    ],
  },
  { title: 'GHB 2026-27 BATTLE PACK', sections: [section('Places of Power', 'Heroes near it may activate it.')] },
];

describe('findRule', () => {
  it('finds a section, a sub-section and a repeated name by the ids the search links to', () => {
    const index = buildSearchIndex(loadRealGameData(), { ruleDocuments: DOCUMENTS });
    const ruleIds = searchGameData(index, 'is:rule (o:"commands cost" | o:"roll 6 dice" | o:"second section")').hits.map((hit) =>
      hit.doc.route.name === 'RuleBySearch' ? hit.doc.route.params.ruleId : null,
    );
    expect(ruleIds).toEqual(['core-rules/commands', 'core-rules/commands-2', 'core-rules/commands/rally']);
    const rally = findRule(null, DOCUMENTS, 'core-rules/commands/rally');
    expect(rally?.kind === 'section' && { document: rally.document.title, trail: rally.trail.map((s) => s.name), name: rally.section.name }).toEqual({
      document: 'CORE RULES',
      trail: ['Commands'],
      name: 'Rally',
    });
    const second = findRule(null, DOCUMENTS, 'core-rules/commands-2');
    expect(second?.kind === 'section' && second.section.containers[0]?.components[0]?.text).toBe('A second section of the same name.');
  });

  it('finds the rules the game data states itself, and nothing for an unknown id', () => {
    const data = loadRealGameData();
    const index = buildSearchIndex(data);
    const hit = searchGameData(index, 'is:rule n="Fly"').hits[0];
    expect(hit?.doc.route.name).toBe('RuleBySearch');
    const ruleId = hit?.doc.route.name === 'RuleBySearch' ? hit.doc.route.params.ruleId : '';
    const fly = findRule(data, DOCUMENTS, ruleId);
    expect(fly).toMatchObject({ kind: 'core', name: 'Fly', detail: 'Keyword Ability' });
    expect(fly?.kind === 'core' && fly.abilities[0]?.name).toBe('Fly');
    expect(findRule(data, DOCUMENTS, 'core-rules/no-such-rule')).toBeNull();
    expect(findRule(null, [], 'keyword-abilities/fly')).toBeNull();
  });
});
