// The rule documents the app loads, in the order it shows and indexes them.
import type { RuleDocument } from '@scrolldex/rules';

export const RULE_DOCUMENT_FILES = ['core_rules.json', 'ghb_advanced_rules.json', 'ghb_battle_pack.json'] as const;

export type NamedRuleDocument = { name: string; document: RuleDocument };

export function inFileOrder(entries: readonly NamedRuleDocument[]): RuleDocument[] {
  const order = (name: string) => RULE_DOCUMENT_FILES.indexOf(name as (typeof RULE_DOCUMENT_FILES)[number]);
  return [...entries].sort((a, b) => order(a.name) - order(b.name)).map((entry) => entry.document);
}
