import type { Army, GameData, RegimentOfRenown } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

/** Regiments of renown the army may take, in the data's order. */
export function regimentOfRenownCandidates(data: Pick<GameData, 'regimentsOfRenown'>, army: Pick<Army, 'name' | 'regimentsOfRenown'>): RegimentOfRenown[] {
  const listed = new Set(army.regimentsOfRenown.map(nameKey));
  const armyKey = nameKey(army.name);
  return data.regimentsOfRenown.filter((regiment) => listed.has(nameKey(regiment.name)) || regiment.selectableIn.some((name) => nameKey(name) === armyKey));
}
