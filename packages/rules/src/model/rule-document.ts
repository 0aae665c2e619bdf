import { z } from 'zod';

import { AbilitySchema } from './ability.js';
import { CONTENT_TYPES } from './value-lists.js';

export const RuleComponentSchema = z.object({
  contentType: z.enum(CONTENT_TYPES),
  text: z.string().nullable(),
  ability: AbilitySchema.nullable(),
});
export type RuleComponent = z.infer<typeof RuleComponentSchema>;

export const RuleContainerSchema = z.object({
  name: z.string().nullable(),
  components: z.array(RuleComponentSchema),
});
export type RuleContainer = z.infer<typeof RuleContainerSchema>;

export type RuleSection = {
  name: string;
  containers: RuleContainer[];
  subSections: RuleSection[];
};
export const RuleSectionSchema: z.ZodType<RuleSection> = z.lazy(() =>
  z.object({
    name: z.string(),
    containers: z.array(RuleContainerSchema),
    subSections: z.array(RuleSectionSchema),
  }),
);

/** 'CORE RULES', 'ADVANCED RULES' or the battle pack of the current handbook. */
export const RuleDocumentSchema = z.object({
  title: z.string(),
  sections: z.array(RuleSectionSchema),
});
export type RuleDocument = z.infer<typeof RuleDocumentSchema>;
