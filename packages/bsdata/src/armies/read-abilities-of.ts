import type { Ability } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { visibility } from '../context/modifiers.js';
import { isAbilityProfile, readAbility } from '../profiles/read-ability.js';
import { cleanRulesText } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';

/** Ability profiles of an entry, its own and those it links to, that show in the current handbook. */
export function readAbilitiesOf(node: XmlElement, env: ConversionEnv): Ability[] {
  const profiles = items(node, 'profiles').filter((profile) => visibility(profile, env.context) !== 'hidden');
  for (const link of items(node, 'infoLinks')) {
    if (link.attrs.type !== 'profile' || visibility(link, env.context) === 'hidden') continue;
    const target = env.index.get(link.attrs.targetId ?? '');
    if (target) profiles.push(target.node);
    else {
      env.report.add({
        code: 'UNRESOLVED_LINK',
        file: env.catalogue.file,
        id: link.attrs.id ?? '',
        message: `Profile link '${link.attrs.name ?? ''}' does not resolve.`,
      });
    }
  }
  return profiles.filter(isAbilityProfile).map((profile) => readAbility(profile, env.context));
}

/** Rules text (notes, restrictions) of an entry that shows in the current handbook. */
export function readRulesOf(node: XmlElement, env: ConversionEnv): string[] {
  return items(node, 'rules')
    .filter((rule) => visibility(rule, env.context) !== 'hidden')
    .map((rule) => cleanRulesText(rule.children.find((child) => child.tag === 'description')?.text ?? ''))
    .filter((text) => text !== '');
}
