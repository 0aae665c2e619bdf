import type { Army, GameData } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

/** The army (or army of renown) a route names: exactly, else ignoring case and non-alphanumerics. */
export function findArmy(data: GameData, armyName: string): Army | null {
  const exact = data.armies[armyName];
  if (exact) return exact;
  const key = nameKey(armyName);
  return Object.values(data.armies).find((army) => nameKey(army.name) === key) ?? null;
}
