import { z } from 'zod/mini';

/** How strictly a list is checked: 'disabled' checks nothing, 'legends' allows Legends units. */
export const VALIDATOR_MODES = ['standard', 'highlander', 'holy havoc', 'legends', 'disabled'] as const;
export const ValidatorModeSchema = z.enum(VALIDATOR_MODES);
export type ValidatorMode = z.infer<typeof ValidatorModeSchema>;

/**
 * The verdict stored on a list: unknown until validated. 'incomplete': a rule
 * failed (threw) and no rule found an error, so the list could not be fully
 * checked; it is never called valid.
 */
export const VALIDATION_STATES = ['unknown', 'valid', 'warning', 'incomplete', 'error'] as const;
export const ValidationStateSchema = z.enum(VALIDATION_STATES);
export type ValidationState = z.infer<typeof ValidationStateSchema>;
