// The ids of the rule documents' sections ('<document>/<section>/<sub>'): the
// one scheme the search index and the rule page share.
import type { RuleDocument, RuleSection } from '../model/index.js';
import { sectionSlug } from './normalize.js';

export type RuleSectionEntry = {
  ruleId: string;
  document: RuleDocument;
  /** The sections around it, outermost first (empty for a top-level section). */
  trail: readonly RuleSection[];
  section: RuleSection;
};

/** Every section and sub-section of the documents, depth first, each with its unique id. */
export function listRuleSections(ruleDocuments: readonly RuleDocument[]): RuleSectionEntry[] {
  const entries: RuleSectionEntry[] = [];
  const used = new Set<string>();
  const visit = (document: RuleDocument, section: RuleSection, path: string, trail: readonly RuleSection[]) => {
    let ruleId = `${sectionSlug(document.title)}/${path}`;
    for (let n = 2; used.has(ruleId); n++) ruleId = `${sectionSlug(document.title)}/${path}-${n}`;
    used.add(ruleId);
    entries.push({ ruleId, document, trail, section });
    for (const sub of section.subSections) visit(document, sub, `${path}/${sectionSlug(sub.name)}`, [...trail, section]);
  };
  for (const document of ruleDocuments) for (const section of document.sections) visit(document, section, sectionSlug(section.name), []);
  return entries;
}
