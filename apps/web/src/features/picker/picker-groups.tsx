// The picker's rows: units grouped by type in UNIT_TYPE_LABELS' order, or the
// regiments of renown as one group; the search field narrows both by name.
import { groupUnitsByType, passesCap, type ArmyList, type PickerRoom, type RegimentOfRenown, type Unit } from '@scrolldex/rules';

import { PickRow } from './pick-row';
import styles from './unit-picker.module.css';

type UnitGroupsProps = { list: ArmyList; units: readonly Unit[]; room: PickerRoom; onPick: (name: string) => void };

export function UnitGroups({ list, units, room, onPick }: UnitGroupsProps) {
  return groupUnitsByType(units).map((group) => (
    <section key={group.type} className={styles.group} aria-labelledby={`pick-${group.type}`}>
      <h2 id={`pick-${group.type}`} className={styles.heading}>
        {group.label}
      </h2>
      <ul className={styles.rows}>
        {group.units.map((unit) => (
          <PickRow
            key={unit.id}
            name={unit.name}
            points={unit.points}
            legends={unit.legends}
            overCap={passesCap(room, unit.points) ? unit.points - room.pointsLeft : 0}
            chosen={unit.type === 'Terrain' && unit.name === list.factionTerrain}
            info={{ to: '/army/$armyName/unit/$unitName', params: { armyName: list.faction, unitName: unit.name } }}
            onPick={onPick}
          />
        ))}
      </ul>
    </section>
  ));
}

type RenownGroupProps = { list: ArmyList; regiments: readonly RegimentOfRenown[]; room: PickerRoom; onPick: (name: string) => void };

export function RenownGroup({ list, regiments, room, onPick }: RenownGroupProps) {
  return (
    <section className={styles.group} aria-labelledby="pick-renown">
      <h2 id="pick-renown" className={styles.heading}>
        REGIMENTS OF RENOWN
      </h2>
      <ul className={styles.rows}>
        {regiments.map((regiment) => (
          <PickRow
            key={regiment.name}
            name={regiment.name}
            points={regiment.points}
            legends={regiment.legends}
            overCap={passesCap(room, regiment.points) ? regiment.points - room.pointsLeft : 0}
            chosen={regiment.name === list.regimentOfRenown}
            info={{ to: '/regiment-of-renown/$regimentName', params: { regimentName: regiment.name } }}
            onPick={onPick}
          />
        ))}
      </ul>
    </section>
  );
}
