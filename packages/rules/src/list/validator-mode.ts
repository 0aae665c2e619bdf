import { z } from 'zod';

/** How strictly a list is checked: 'disabled' checks nothing, 'legends' allows Legends units. */
export const VALIDATOR_MODES = ['standard', 'highlander', 'holy havoc', 'legends', 'disabled'] as const;
export const ValidatorModeSchema = z.enum(VALIDATOR_MODES);
export type ValidatorMode = z.infer<typeof ValidatorModeSchema>;

/** The verdict stored on a list: unknown until validated. */
export const VALIDATION_STATES = ['unknown', 'valid', 'warning', 'error'] as const;
export const ValidationStateSchema = z.enum(VALIDATION_STATES);
export type ValidationState = z.infer<typeof ValidationStateSchema>;
