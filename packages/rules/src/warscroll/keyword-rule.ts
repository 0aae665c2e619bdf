import type { Ability, CoreRulesData } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

/** What the core rules say a unit keyword does (FLY: 'Fly', WARD (5+): 'Ward Save'), if they say. */
export function findKeywordRule(coreRules: Pick<CoreRulesData, 'keywordAbilities'>, keyword: string): Ability | undefined {
  const key = nameKey(keyword);
  return coreRules.keywordAbilities.find((entry) => entry.keywords.some((candidate) => nameKey(candidate) === key))?.ability;
}
