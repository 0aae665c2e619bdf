import type { KeywordAbility } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { visibility } from '../context/modifiers.js';
import { isAbilityProfile, readAbility } from '../profiles/read-ability.js';
import { cleanName, nameKey } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';

export type KeywordAbilities = {
  abilities: KeywordAbility[];
  /** Ids of every profile a category links to, shown or not: those profiles are accounted for. */
  linkedProfileIds: Set<string>;
};

/**
 * Abilities a keyword brings with it: the game system's categories link them
 * (HERO -> Guarded Hero). One ability linked from several categories (every
 * WARD (n+) -> Ward Save) becomes one entry listing all of them.
 */
export function readKeywordAbilities(env: ConversionEnv): KeywordAbilities {
  const byProfile = new Map<string, KeywordAbility>();
  const linkedProfileIds = new Set<string>();
  for (const category of items(env.catalogue.root, 'categoryEntries')) {
    const keyword = cleanName(category.attrs.name ?? '');
    for (const link of items(category, 'infoLinks')) {
      const profile = linkedProfile(link, keyword, env);
      if (!profile) continue;
      const id = profile.attrs.id ?? '';
      linkedProfileIds.add(id);
      if (visibility(link, env.context) === 'hidden' || visibility(profile, env.context) === 'hidden') continue;
      const entry = byProfile.get(id);
      if (entry) {
        if (!entry.keywords.includes(keyword)) entry.keywords.push(keyword);
      } else byProfile.set(id, { keywords: [keyword], ability: readAbility(profile, env.context) });
    }
  }
  addNamesakeProfiles(env, byProfile, linkedProfileIds);
  return { abilities: [...byProfile.values()], linkedProfileIds };
}

/**
 * A shared ability named after a keyword (the 'Beast' profile and BEAST) is
 * that keyword's ability even when the category does not link it: units link
 * it one by one instead.
 */
function addNamesakeProfiles(env: ConversionEnv, byProfile: Map<string, KeywordAbility>, linkedProfileIds: Set<string>): void {
  const keywordByKey = new Map(
    items(env.catalogue.root, 'categoryEntries').map((category) => {
      const keyword = cleanName(category.attrs.name ?? '');
      return [nameKey(keyword), keyword] as const;
    }),
  );
  for (const profile of items(env.catalogue.root, 'sharedProfiles')) {
    const id = profile.attrs.id ?? '';
    const keyword = keywordByKey.get(nameKey(profile.attrs.name ?? ''));
    if (!keyword || linkedProfileIds.has(id) || !isAbilityProfile(profile)) continue;
    linkedProfileIds.add(id);
    if (visibility(profile, env.context) === 'hidden') continue;
    byProfile.set(id, { keywords: [keyword], ability: readAbility(profile, env.context) });
  }
}

/** The ability profile a category's info link points at; anything else is reported. */
function linkedProfile(link: XmlElement, keyword: string, env: ConversionEnv): XmlElement | undefined {
  const target = env.index.get(link.attrs.targetId ?? '');
  const report = (message: string, code: 'UNRESOLVED_LINK' | 'UNMAPPED_ENTRY') =>
    env.report.add({ code, file: env.catalogue.file, id: link.attrs.id ?? '', message });
  if (!target) {
    report(`Keyword ${keyword} links to '${link.attrs.name ?? ''}', which does not resolve.`, 'UNRESOLVED_LINK');
    return undefined;
  }
  if (target.node.tag !== 'profile' || !isAbilityProfile(target.node)) {
    report(`Keyword ${keyword} links to '${link.attrs.name ?? ''}', which is not an ability profile; it is not converted.`, 'UNMAPPED_ENTRY');
    return undefined;
  }
  return target.node;
}
