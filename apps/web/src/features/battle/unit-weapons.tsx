// A warscroll that shoots or fights, with its weapon table: the shooting and combat phases' sections. A lazy part of
// the battle view (battle-section-body.tsx): the table's ability chips open Radix popovers, whose code (the popover,
// its positioning, focus and scroll locks) was four files before the battle view's first paint, in a phase that has
// no weapons.
import { warscrollWeapons, type CoreRulesData, type Unit } from '@scrolldex/rules';

import { WeaponsTable } from '../unit';
import styles from './battle-section-body.module.css';

export function UnitWeapons({ unit, kind, coreRules }: { unit: Unit; kind: 'ranged' | 'melee'; coreRules: CoreRulesData }) {
  const rows = warscrollWeapons(unit)[kind];
  return (
    <article className={styles.unit} aria-label={unit.name}>
      <p className={styles.unitName}>{unit.name}</p>
      <WeaponsTable title={kind === 'ranged' ? 'Ranged Weapons' : 'Melee Weapons'} rows={rows} coreRules={coreRules} />
    </article>
  );
}
