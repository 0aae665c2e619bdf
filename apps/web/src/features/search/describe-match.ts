// A search result's reason as the overlay shows it: the part that matched and
// the words ('Ability: righteous avengers', 'Army: sce (Stormcast Eternals)').
import { SEARCH_FIELDS, nameKey, type MatchField, type MatchReason } from '@scrolldex/rules';

const PLAIN_WORD_LABELS: Partial<Record<MatchField, string>> = { name: 'Name', abilityName: 'Ability', tactic: 'Tactic', army: 'Army' };

function fieldLabel(field: MatchField): string {
  return PLAIN_WORD_LABELS[field] ?? SEARCH_FIELDS.find((candidate) => candidate.id === field)?.name ?? field;
}

export function describeMatch(reason: MatchReason): string {
  const label = fieldLabel(reason.field);
  if (reason.approximate) return `Close to ${label.toLowerCase()}: ${reason.words}`;
  const matched = reason.matched !== null && nameKey(reason.matched) !== nameKey(reason.words) ? ` (${reason.matched})` : '';
  return `${label}: ${reason.words}${matched}`;
}
