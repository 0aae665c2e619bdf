import type { GameData, RegimentOfRenown } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

/** The regiment of renown a route names: exactly, else ignoring case and non-alphanumerics. */
export function findRegimentOfRenown(data: GameData, name: string): RegimentOfRenown | null {
  const key = nameKey(name);
  return data.regimentsOfRenown.find((regiment) => regiment.name === name) ?? data.regimentsOfRenown.find((regiment) => nameKey(regiment.name) === key) ?? null;
}
