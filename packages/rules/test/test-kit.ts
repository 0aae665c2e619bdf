// Helpers for the tests of operations, options and picker. Pure; no test runner imports.
import type { Army, GameData, Unit } from '../src/model/index.js';

/** Freezes a value and everything in it, so a test fails if an operation mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The data with one army replaced by a changed copy, for what the converted data does not have yet. */
export function withArmy(data: GameData, armyName: string, change: (army: Army) => Army): GameData {
  const army = data.armies[armyName];
  if (!army) throw new Error(`No army named ${armyName}`);
  return { ...data, armies: { ...data.armies, [armyName]: change(JSON.parse(JSON.stringify(army)) as Army) } };
}

/** The army with one unit changed in place (the army is already a copy). */
export function changeUnit(army: Army, unitName: string, change: (unit: Unit) => void): Army {
  const unit = army.units.find((candidate) => candidate.name === unitName);
  if (!unit) throw new Error(`No unit named ${unitName} in ${army.name}`);
  change(unit);
  return army;
}

export function findUnit(army: Army, unitName: string): Unit {
  const unit = army.units.find((candidate) => candidate.name === unitName);
  if (!unit) throw new Error(`No unit named ${unitName} in ${army.name}`);
  return unit;
}
