import { WeaponChoiceSchema } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { SYNC_LIMITS } from './limits.js';

/** A unit setting as stored, on the server and on a device. */
export const UnitSettingEntrySchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(1000)),
  upgrades: z.array(z.string()),
  /** Model name to its weapon choices. */
  weapons: z.record(z.string(), z.array(WeaponChoiceSchema)),
  /** Milliseconds since the epoch; the newer entry wins. */
  updatedAt: z.int(),
});
export type UnitSettingEntry = z.infer<typeof UnitSettingEntrySchema>;

/** A unit setting the server takes in a write: its name and its size as JSON within SYNC_LIMITS. */
export const UnitSettingWriteEntrySchema = z
  .extend(UnitSettingEntrySchema, {
    name: z
      .string()
      .check(z.minLength(1), z.maxLength(SYNC_LIMITS.unitSettingNameLength, `must be at most ${SYNC_LIMITS.unitSettingNameLength} characters long`)),
  })
  .check(
    z.refine((entry) => JSON.stringify(entry).length <= SYNC_LIMITS.unitSettingJsonLength, {
      message: `must take at most ${SYNC_LIMITS.unitSettingJsonLength} characters as JSON`,
    }),
  );

/** GET /unit-settings: every unit setting of the account, by name. */
export const UnitSettingsSchema = z.object({ settings: z.array(UnitSettingEntrySchema) });
export type UnitSettings = z.infer<typeof UnitSettingsSchema>;

/** POST /unit-settings body: at most SYNC_LIMITS.unitSettingsPerWrite entries. */
export const UnitSettingsWriteSchema = z.object({
  settings: z.array(UnitSettingWriteEntrySchema).check(z.maxLength(SYNC_LIMITS.unitSettingsPerWrite)),
});
export type UnitSettingsWrite = z.infer<typeof UnitSettingsWriteSchema>;

/** POST /unit-settings answer: as POST /favorites', the count written and the server's versions of the pushed entries it did not take. */
export const UnitSettingsWriteAnswerSchema = z.object({ written: z.int().check(z.minimum(0)), kept: z.array(UnitSettingEntrySchema) });
export type UnitSettingsWriteAnswer = z.infer<typeof UnitSettingsWriteAnswerSchema>;
