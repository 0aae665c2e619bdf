import { describe, expect, it } from 'vitest';

import { faqMentions } from './faq-mentions.js';

const sections = [
  {
    title: 'Stormcast Eternals',
    questions: [
      { question: "Can the Liberators' Grandhammer be taken twice when reinforced?", answer: 'Yes.' },
      { question: 'Do Liberator-Primes exist?', answer: 'No.' },
    ],
    rules: [
      { title: 'Lord-Imperatant', questions: [{ question: 'Does his ability stack?', answer: 'No.' }] },
      { title: 'Core', questions: [{ question: 'Who may join?', answer: 'A Lord-Imperatant may take Liberators.' }] },
    ],
  },
];

describe('faqMentions', () => {
  it('finds questions and answers that name it, and the questions under a rule titled with it', () => {
    expect(faqMentions(sections, 'Liberators').map((found) => found.entry.answer)).toEqual(['Yes.', 'A Lord-Imperatant may take Liberators.']);
    expect(faqMentions(sections, 'Lord-Imperatant')).toEqual([
      { section: 'Stormcast Eternals', rule: 'Lord-Imperatant', entry: { question: 'Does his ability stack?', answer: 'No.' } },
      { section: 'Stormcast Eternals', rule: 'Core', entry: { question: 'Who may join?', answer: 'A Lord-Imperatant may take Liberators.' } },
    ]);
  });

  it('matches whole words only and finds nothing for an empty name', () => {
    expect(faqMentions(sections, 'Liberator')).toEqual([]);
    expect(faqMentions(sections, '  ')).toEqual([]);
  });
});
