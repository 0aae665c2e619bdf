// The warscroll's Ranged and Melee weapon tables.
import { warscrollWeapons, type CoreRulesData, type Unit } from '@scrolldex/rules';

import styles from './warscroll-weapons.module.css';
import { WeaponsTable } from './weapons-table';

export function WarscrollWeapons({ unit, coreRules }: { unit: Unit; coreRules: CoreRulesData }) {
  const { ranged, melee } = warscrollWeapons(unit);
  if (ranged.length === 0 && melee.length === 0) return null;
  return (
    <div className={styles.weapons}>
      <WeaponsTable title="Ranged Weapons" rows={ranged} coreRules={coreRules} />
      <WeaponsTable title="Melee Weapons" rows={melee} coreRules={coreRules} />
    </div>
  );
}
