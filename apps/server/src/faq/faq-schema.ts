import { z } from 'zod';

// The FAQ file (FAQ_PATH): there is no public FAQ data set, so a self-hoster
// writes one in this schema (documented in the README).

const text = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${what} must not be empty` });

export const FaqQuestionSchema = z.strictObject({
  question: text('question'),
  answer: text('answer'),
});

/** Questions about one rule of a section ('Pile-in moves' within 'Combat'). */
export const FaqRuleSchema = z.strictObject({
  title: text('title'),
  questions: z.array(FaqQuestionSchema).default([]),
});

export const FaqSectionSchema = z.strictObject({
  title: text('title'),
  questions: z.array(FaqQuestionSchema).default([]),
  rules: z.array(FaqRuleSchema).default([]),
});
export type FaqSection = z.infer<typeof FaqSectionSchema>;

export const FaqFileSchema = z.strictObject({
  /** Shown above the FAQ, e.g. where the answers come from. */
  note: z.string().trim().min(1).optional(),
  /** When the answers were last reviewed (ISO date), shown to players. */
  updated: z.iso.date().optional(),
  sections: z.array(FaqSectionSchema),
});
export type FaqFile = z.infer<typeof FaqFileSchema>;

/** What GET /faq answers. */
export type FaqResponse = { note: string | null; updated: string | null; sections: FaqSection[] };

export const NO_FAQ_NOTE = 'No FAQ loaded for this data set.';
