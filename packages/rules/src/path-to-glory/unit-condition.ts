import type { UnitCondition } from '../model/index.js';

/** Whether a unit with these keywords meets a path's condition (null: any unit may). */
export function meetsUnitCondition(condition: UnitCondition | null, keywords: readonly string[]): boolean {
  if (condition === null) return true;
  if ('keyword' in condition) return keywords.includes(condition.keyword) === condition.has;
  if ('all' in condition) return condition.all.every((part) => meetsUnitCondition(part, keywords));
  return condition.any.some((part) => meetsUnitCondition(part, keywords));
}
