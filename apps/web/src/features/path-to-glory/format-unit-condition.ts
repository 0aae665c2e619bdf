// Which units a path is for, as the rules write it: 'HERO WIZARD', 'non-HERO
// MONSTER', 'non-HERO or non-INFANTRY'. Numbered keywords of one family in an
// either-or (WIZARD (1) ... WIZARD (9)) read as the family.
import type { UnitCondition } from '@scrolldex/rules';

const NUMBERED = /^(.+) \(\d+\)$/;

/** The family of an either-or of numbered keywords ('WIZARD'), or null when it is not one. */
function keywordFamily(parts: readonly UnitCondition[]): string | null {
  const families = new Set(parts.map((part) => ('keyword' in part && part.has ? (NUMBERED.exec(part.keyword)?.[1] ?? null) : null)));
  const [family] = families;
  return families.size === 1 && family ? family : null;
}

function formatPart(condition: UnitCondition, nested: boolean): string {
  if ('keyword' in condition) return condition.has ? condition.keyword : `non-${condition.keyword}`;
  if ('any' in condition) {
    const text = keywordFamily(condition.any) ?? condition.any.map((part) => formatPart(part, true)).join(' or ');
    return nested && !keywordFamily(condition.any) ? `(${text})` : text;
  }
  // Negations first, as the rules write them: 'non-HERO MONSTER'.
  const parts = [...condition.all].sort((a, b) => Number('keyword' in b && !b.has) - Number('keyword' in a && !a.has));
  return parts.map((part) => formatPart(part, true)).join(' ');
}

export function formatUnitCondition(condition: UnitCondition): string {
  return formatPart(condition, false);
}
