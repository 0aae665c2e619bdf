import { WeaponChoiceSchema } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { MAX_SYNC_RECORDS } from './limits.js';

export const UnitSettingEntrySchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(1000)),
  upgrades: z.array(z.string()),
  /** Model name to its weapon choices. */
  weapons: z.record(z.string(), z.array(WeaponChoiceSchema)),
  /** Milliseconds since the epoch; the newer entry wins. */
  updatedAt: z.int(),
});
export type UnitSettingEntry = z.infer<typeof UnitSettingEntrySchema>;

/** POST /unit-settings body and the answer of both unit-settings routes. */
export const UnitSettingsSchema = z.object({ settings: z.array(UnitSettingEntrySchema).check(z.maxLength(MAX_SYNC_RECORDS)) });
export type UnitSettings = z.infer<typeof UnitSettingsSchema>;
