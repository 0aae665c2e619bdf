// The search index of the loaded game data, rule documents and FAQ: built once
// per loaded set, after the overlay has painted (it takes 100-150 ms), and kept
// while the same data stays loaded.
import type { Faq } from '@scrolldex/contract';
import { buildSearchIndex, type GameData, type RuleDocument, type SearchFaqSection, type SearchIndex } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { faqAtom, gameDataAtom, ruleDocumentsAtom } from '../../state/game-data';

type Inputs = { data: GameData; rules: RuleDocument[] | null; faq: Faq | null };
type Built = Inputs & { index: SearchIndex };

let built: Built | null = null;

function isBuiltFor(inputs: Inputs): boolean {
  return built !== null && built.data === inputs.data && built.rules === inputs.rules && built.faq === inputs.faq;
}

/** An FAQ section's questions with those of its rules, as the index reads them. */
function faqSections(faq: Faq | null): SearchFaqSection[] {
  return (faq?.sections ?? []).map((section) => ({
    title: section.title,
    questions: [...section.questions, ...section.rules.flatMap((rule) => rule.questions)],
  }));
}

export function buildIndexFor(inputs: Inputs): SearchIndex {
  if (!isBuiltFor(inputs)) built = { ...inputs, index: buildSearchIndex(inputs.data, { ruleDocuments: inputs.rules ?? [], faq: faqSections(inputs.faq) }) };
  return built!.index;
}

/** Runs after the next paint, when the browser is idle (or soon, where idle callbacks are missing). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 300 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 16);
  return () => clearTimeout(handle);
}

/** The index, or null while the data loads or the index builds. */
export function useSearchIndex(): SearchIndex | null {
  const data = useAtomValue(gameDataAtom);
  const rules = useAtomValue(ruleDocumentsAtom);
  const faq = useAtomValue(faqAtom);
  const ready = data !== null && isBuiltFor({ data, rules, faq });
  const [index, setIndex] = useState<SearchIndex | null>(ready ? built!.index : null);
  useEffect(() => {
    if (!data) return setIndex(null);
    if (isBuiltFor({ data, rules, faq })) return setIndex(built!.index);
    return whenIdle(() => setIndex(buildIndexFor({ data, rules, faq })));
  }, [data, rules, faq]);
  return ready ? built!.index : index;
}
