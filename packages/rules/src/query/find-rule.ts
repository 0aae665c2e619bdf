// Finding the rule a search result's `RuleBySearch` route names: a section of
// the rule documents, or a rule the game data states itself.
import type { Ability, GameData, RuleDocument } from '../model/index.js';
import { buildCoreRuleDocuments } from './index-rules.js';
import { listRuleSections, type RuleSectionEntry } from './rule-sections.js';

/** A rule stated in the game data itself (a weapon, terrain, keyword or command-model ability). */
export type CoreRule = { ruleId: string; name: string; detail: string; text: string; abilities: readonly Ability[] };

export type FoundRule = ({ kind: 'section' } & RuleSectionEntry) | ({ kind: 'core' } & CoreRule);

/** The rule a search result's `RuleBySearch` route names, or null when the id is unknown. */
export function findRule(data: GameData | null, ruleDocuments: readonly RuleDocument[], ruleId: string): FoundRule | null {
  const section = listRuleSections(ruleDocuments).find((entry) => entry.ruleId === ruleId);
  if (section) return { kind: 'section', ...section };
  if (!data) return null;
  for (const doc of buildCoreRuleDocuments(data)) {
    if (doc.route.name === 'RuleBySearch' && doc.route.params.ruleId === ruleId) {
      return { kind: 'core', ruleId, name: doc.name, detail: doc.detail, text: doc.text, abilities: doc.abilities };
    }
  }
  return null;
}
