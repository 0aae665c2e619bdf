import { z } from 'zod';
import { WEAPON_KINDS } from './value-lists.js';

export const WeaponKindSchema = z.enum(WEAPON_KINDS);
export type WeaponKind = z.infer<typeof WeaponKindSchema>;

/** A weapon profile. Characteristics stay strings as printed ('3+', 'D6', '18"'). */
export const WeaponSchema = z.object({
  name: z.string(),
  kind: WeaponKindSchema,
  /** Range, ranged weapons only. */
  range: z.string().nullable(),
  attacks: z.string(),
  hit: z.string(),
  wound: z.string(),
  rend: z.string(),
  damage: z.string(),
  /** Weapon abilities such as 'Crit (Mortal)' or 'Anti-INFANTRY (+1 Rend)'. */
  abilities: z.array(z.string()),
});
export type Weapon = z.infer<typeof WeaponSchema>;
