// UnitDetail's lookup (/army/{armyName}/unit/{unitName}). Besides armies, the
// army part may name a regiment of renown ('RoR - {name}') or the universal
// manifestations' warscrolls (UNIVERSAL_UNITS_ARMY).
import type { Army, GameData, Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { armiesInHomeOrder } from './armies-in-home-order.js';
import { findArmy } from './find-army.js';
import { findRegimentOfRenown } from './find-regiment-of-renown.js';

/** The route army name of the universal manifestations' warscrolls. */
export const UNIVERSAL_UNITS_ARMY = 'UniversalUnits';

/** The army part of a unit route that names a regiment of renown. */
export const REGIMENT_OF_RENOWN_ROUTE_PREFIX = 'RoR - ';

export type UnitRouteContext = 'army' | 'regimentOfRenown' | 'universal';

export type UnitForRoute = {
  unit: Unit;
  /** The army whose warscroll it is; null for universal units and regiment units found in no army. */
  army: Army | null;
  context: UnitRouteContext;
};

function unitNamed(units: readonly Unit[], key: string): Unit | undefined {
  return units.find((unit) => nameKey(unit.name) === key);
}

/** The unit a route names, ignoring case and non-alphanumerics in both names; null when there is none. */
export function findUnitForRoute(data: GameData, armyName: string, unitName: string): UnitForRoute | null {
  const key = nameKey(unitName);
  if (nameKey(armyName) === nameKey(UNIVERSAL_UNITS_ARMY)) {
    const unit = unitNamed(data.universalUnits, key);
    return unit ? { unit, army: null, context: 'universal' } : null;
  }
  if (armyName.startsWith(REGIMENT_OF_RENOWN_ROUTE_PREFIX)) {
    const regiment = findRegimentOfRenown(data, armyName.slice(REGIMENT_OF_RENOWN_ROUTE_PREFIX.length));
    const member =
      regiment &&
      unitNamed(
        regiment.units.map((entry) => entry.unit),
        key,
      );
    if (!regiment || !member) return null;
    // The warscroll as its own army prints it: the source armies first, then any army (armies before armies of renown, by name).
    const sources = regiment.sourceArmies.flatMap((name) => findArmy(data, name) ?? []);
    for (const army of [...sources, ...armiesInHomeOrder(data)]) {
      const unit = unitNamed(army.units, key);
      if (unit) return { unit, army, context: 'regimentOfRenown' };
    }
    return { unit: member, army: null, context: 'regimentOfRenown' };
  }
  const army = findArmy(data, armyName);
  const unit = army && unitNamed(army.units, key);
  return army && unit ? { unit, army, context: 'army' } : null;
}
