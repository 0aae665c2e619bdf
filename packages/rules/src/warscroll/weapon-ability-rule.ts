import type { CoreRulesData, RuleText } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

/** The placeholder a core rule uses for a keyword ('Anti-X (+1 Rend)'). */
const PLACEHOLDER = /(^|[\s-])X(?=$|[\s(])/;

/**
 * How a weapon ability chip reads: the data's markup dropped and keywords in
 * capitals, as warscrolls print them ('Anti-**^^Infantry^^** (+1 Rend)' ->
 * 'Anti-INFANTRY (+1 Rend)').
 */
export function weaponAbilityLabel(name: string): string {
  return name
    .replace(/\^\^(.+?)\^\^/g, (_, keyword: string) => keyword.toUpperCase())
    .replace(/\*\*|\^\^/g, '')
    .trim();
}

/**
 * The core rule behind a weapon ability: the rule of that name, else a rule
 * with a keyword placeholder whose text before the placeholder begins the
 * ability ('Anti-MONSTER (+1 Rend)' -> 'Anti-X (+1 Rend)'). Names ignore case,
 * markup and punctuation.
 */
export function findWeaponAbilityRule(coreRules: Pick<CoreRulesData, 'weaponAbilities'>, abilityName: string): RuleText | undefined {
  const label = weaponAbilityLabel(abilityName);
  const key = nameKey(label);
  const exact = coreRules.weaponAbilities.find((rule) => nameKey(rule.name) === key);
  if (exact) return exact;
  return coreRules.weaponAbilities.find((rule) => {
    const placeholder = PLACEHOLDER.exec(rule.name);
    if (!placeholder) return false;
    const prefix = nameKey(rule.name.slice(0, placeholder.index + placeholder[1]!.length));
    return prefix !== '' && key.startsWith(prefix) && key.length > prefix.length;
  });
}
