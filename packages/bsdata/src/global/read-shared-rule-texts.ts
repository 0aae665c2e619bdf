import type { RuleText } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { visibility } from '../context/modifiers.js';
import { cleanName, cleanRulesText } from '../text/clean-text.js';
import { firstChild, items } from '../xml/xml-element.js';
import { classifySharedRule } from './classify-shared-rule.js';

export type SharedRuleTexts = { weaponAbilities: RuleText[]; terrainAbilities: RuleText[] };

/**
 * The game system's shared rules, split into weapon abilities and terrain
 * rules. A rule switched per handbook (Obscuring) exists once per season; only
 * the current one is visible.
 */
export function readSharedRuleTexts(env: ConversionEnv): SharedRuleTexts {
  const texts: SharedRuleTexts = { weaponAbilities: [], terrainAbilities: [] };
  for (const rule of items(env.catalogue.root, 'sharedRules')) {
    if (visibility(rule, env.context) === 'hidden') continue;
    const name = cleanName(rule.attrs.name ?? '');
    const description = cleanRulesText(firstChild(rule, 'description')?.text ?? '');
    const kind = classifySharedRule(description);
    if (kind === 'weapon') texts.weaponAbilities.push({ name, description });
    else if (kind === 'terrain') texts.terrainAbilities.push({ name, description });
    else {
      env.report.add({
        code: 'UNMAPPED_ENTRY',
        file: env.catalogue.file,
        id: rule.attrs.id ?? '',
        message: `Shared rule '${name}' speaks of neither "this weapon" nor "this terrain feature"; it is not converted.`,
      });
    }
  }
  return texts;
}
