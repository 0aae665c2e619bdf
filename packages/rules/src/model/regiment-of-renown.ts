import { z } from 'zod';

import { AbilitySchema } from './ability.js';
import { UnitSchema } from './unit.js';

export const RegimentOfRenownUnitSchema = z.object({
  count: z.number().int().positive(),
  unit: UnitSchema,
});
export type RegimentOfRenownUnit = z.infer<typeof RegimentOfRenownUnitSchema>;

export const RegimentOfRenownSchema = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number().int(),
  legends: z.boolean(),
  /** Names of the armies (and armies of renown) that may take it. */
  selectableIn: z.array(z.string()),
  /** Names of the armies whose warscrolls it is made of. */
  sourceArmies: z.array(z.string()),
  units: z.array(RegimentOfRenownUnitSchema),
  abilities: z.array(AbilitySchema),
});
export type RegimentOfRenown = z.infer<typeof RegimentOfRenownSchema>;
