import type { ArmyUnit } from './index-army-units.js';

/** A rule of the army's XML that no army option expresses, and why. */
export type Unplaced = { unit: ArmyUnit; reason: string };

/** What a deriver returns: the options it read, and the rules it had to leave out. */
export type Derived<T> = { options: T[]; unplaced: Unplaced[] };
