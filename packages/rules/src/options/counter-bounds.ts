import type { Model, WeaponOption } from '../model/index.js';

/** What a counter box may show: buttons are disabled at the bounds. */
export type CounterBounds = { min: number; max: number };

/** The counter's own ceiling; an option without a limit (-1 in the data) counts up to it. */
export const COUNTER_MAX = 99;

/** Reinforcing doubles a unit's models, so it doubles every per-model limit too. */
export function reinforcementMultiplier(reinforced: boolean): number {
  return reinforced ? 2 : 1;
}

/** How many models of this kind the unit has. */
export function modelCount(model: Pick<Model, 'max'>, reinforced: boolean): number {
  return Math.max(0, model.max) * reinforcementMultiplier(reinforced);
}

/** Bounds of an optional weapon's counter: 0 to its limit (doubled when reinforced); -1 means 99. */
export function weaponOptionBounds(option: Pick<WeaponOption, 'max'>, reinforced: boolean): CounterBounds {
  if (option.max < 0) return { min: 0, max: COUNTER_MAX };
  return { min: 0, max: Math.min(option.max * reinforcementMultiplier(reinforced), COUNTER_MAX) };
}

export function clampToBounds(value: number, bounds: CounterBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}
