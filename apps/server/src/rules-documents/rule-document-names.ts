/** The three rule documents, by the file names the web app asks for (docs/decisions.md, "The General's Handbook comes from the data": the names stay). */
export const RULE_DOCUMENT_NAMES = ['core_rules.json', 'ghb_advanced_rules.json', 'ghb_battle_pack.json'] as const;
export type RuleDocumentName = (typeof RULE_DOCUMENT_NAMES)[number];

export const CORE_RULES_TITLE = 'CORE RULES';
export const ADVANCED_RULES_TITLE = 'ADVANCED RULES';

/** 'GHB 2026-27 BATTLE PACK': the battle pack is named after the data's General's Handbook. */
export function battlePackTitle(season: string): string {
  return `GHB ${season} BATTLE PACK`;
}
