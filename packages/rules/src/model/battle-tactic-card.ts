import { z } from 'zod';

export const BattleTacticSchema = z.object({
  name: z.string(),
  description: z.string(),
});
export type BattleTactic = z.infer<typeof BattleTacticSchema>;

export const BattleTacticCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Card-level rules text; often empty. */
  text: z.string(),
  affray: BattleTacticSchema,
  strike: BattleTacticSchema,
  domination: BattleTacticSchema,
});
export type BattleTacticCard = z.infer<typeof BattleTacticCardSchema>;
