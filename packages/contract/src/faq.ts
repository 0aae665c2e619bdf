import { z } from 'zod/mini';

export const FaqQuestionSchema = z.object({
  question: z.string(),
  answer: z.string(),
});
export type FaqQuestion = z.infer<typeof FaqQuestionSchema>;

/** Questions about one rule of a section. */
export const FaqRuleSchema = z.object({
  title: z.string(),
  questions: z.array(FaqQuestionSchema),
});
export type FaqRule = z.infer<typeof FaqRuleSchema>;

export const FaqSectionSchema = z.object({
  title: z.string(),
  questions: z.array(FaqQuestionSchema),
  rules: z.array(FaqRuleSchema),
});
export type FaqSection = z.infer<typeof FaqSectionSchema>;

/** GET /faq. Without an FAQ file the server answers a note and no sections. */
export const FaqSchema = z.object({
  note: z.nullable(z.string()),
  /** ISO date the answers were last reviewed. */
  updated: z.nullable(z.string()),
  sections: z.array(FaqSectionSchema),
});
export type Faq = z.infer<typeof FaqSchema>;
