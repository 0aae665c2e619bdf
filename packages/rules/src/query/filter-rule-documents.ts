// The Rules browser's filter: the sections of the rule documents whose name or
// text holds the filter words, and the player's favourite sections.
import type { Ability, RuleDocument, RuleSection } from '../model/index.js';
import { searchableText } from './normalize.js';

export type RuleDocumentFilter = {
  /** Words every kept section must hold (in its name, text or abilities); blank keeps all. */
  query: string;
  favouritesOnly: boolean;
  /** Favourite top-level section names. */
  favourites: ReadonlySet<string>;
};

/**
 * The documents with only the top-level sections that pass the filter, in
 * their order; a document left with no section is dropped. A section matches
 * when every word of the query is in it or in one of its sub-sections.
 */
export function filterRuleDocuments(documents: readonly RuleDocument[], filter: RuleDocumentFilter): RuleDocument[] {
  const words = searchableText(filter.query).split(' ').filter(Boolean);
  const keep = (section: RuleSection) => {
    if (filter.favouritesOnly && !filter.favourites.has(section.name)) return false;
    if (words.length === 0) return true;
    const text = sectionText(section);
    return words.every((word) => text.includes(word));
  };
  return documents.map((document) => ({ ...document, sections: document.sections.filter(keep) })).filter((document) => document.sections.length > 0);
}

function sectionText(section: RuleSection): string {
  const parts = [section.name];
  for (const container of section.containers) {
    if (container.name) parts.push(container.name);
    for (const component of container.components) {
      if (component.text) parts.push(component.text);
      if (component.ability) parts.push(abilityText(component.ability));
    }
  }
  for (const sub of section.subSections) parts.push(sectionText(sub));
  return searchableText(parts.join('\n'));
}

function abilityText(ability: Ability): string {
  return [ability.name, ability.timing, ability.declare ?? '', ability.effect, ...ability.keywords].join('\n');
}
