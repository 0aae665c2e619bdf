import { WeaponChoiceSchema } from '@scrolldex/rules';
import { z } from 'zod';

import { MAX_SYNC_RECORDS } from './limits.js';

export const UnitSettingEntrySchema = z.object({
  name: z.string().min(1).max(1000),
  upgrades: z.array(z.string()),
  /** Model name to its weapon choices. */
  weapons: z.record(z.string(), z.array(WeaponChoiceSchema)),
  /** Milliseconds since the epoch; the newer entry wins. */
  updatedAt: z.number().int(),
});
export type UnitSettingEntry = z.infer<typeof UnitSettingEntrySchema>;

/** POST /unit-settings body and the answer of both unit-settings routes. */
export const UnitSettingsSchema = z.object({ settings: z.array(UnitSettingEntrySchema).max(MAX_SYNC_RECORDS) });
export type UnitSettings = z.infer<typeof UnitSettingsSchema>;
