import { nameKey } from '../shared/name-key.js';

type FaqQuestionLike = { question: string; answer: string };
type FaqSectionLike<TQuestion extends FaqQuestionLike> = {
  title: string;
  questions: readonly TQuestion[];
  rules: readonly { title: string; questions: readonly TQuestion[] }[];
};

export type FaqMention<TQuestion> = { section: string; rule: string | null; entry: TQuestion };

/** Case-insensitive 'contains' on whole words of the text, punctuation ignored ('Liberators' in "the Liberators' shields"). */
function mentions(text: string, key: string): boolean {
  const words = text.split(/\s+/).map(nameKey).filter(Boolean).join(' ');
  return ` ${words} `.includes(` ${key} `);
}

/**
 * The FAQ entries that name something (a unit, a regiment): those whose
 * question or answer, or the rule title they sit under, contains its name.
 * Only direct mentions: related questions that do not name it are missed.
 */
export function faqMentions<TQuestion extends FaqQuestionLike>(sections: readonly FaqSectionLike<TQuestion>[], name: string): FaqMention<TQuestion>[] {
  const key = name.split(/\s+/).map(nameKey).filter(Boolean).join(' ');
  if (key === '') return [];
  const found: FaqMention<TQuestion>[] = [];
  for (const section of sections) {
    for (const entry of section.questions) {
      if (mentions(entry.question, key) || mentions(entry.answer, key)) found.push({ section: section.title, rule: null, entry });
    }
    for (const rule of section.rules) {
      const ruleNamesIt = mentions(rule.title, key);
      for (const entry of rule.questions) {
        if (ruleNamesIt || mentions(entry.question, key) || mentions(entry.answer, key)) found.push({ section: section.title, rule: rule.title, entry });
      }
    }
  }
  return found;
}
