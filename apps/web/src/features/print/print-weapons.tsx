// A warscroll's weapons as a plain table for paper: no popovers, every
// weapon ability written out under the characteristics.
import { weaponAbilityLabel, type WarscrollWeapon } from '@scrolldex/rules';

import styles from './print-weapons.module.css';

export function PrintWeapons({ title, rows }: { title: string; rows: readonly WarscrollWeapon[] }) {
  if (rows.length === 0) return null;
  const ranged = rows.some((row) => row.weapon.range !== null);
  return (
    <table className={styles.table} aria-label={title}>
      <thead>
        <tr>
          <th scope="col" className={styles.name}>
            {title}
          </th>
          {ranged && <th scope="col">Rng</th>}
          <th scope="col">Atk</th>
          <th scope="col">Hit</th>
          <th scope="col">Wnd</th>
          <th scope="col">Rnd</th>
          <th scope="col">Dmg</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ weapon, option }) => (
          <tr key={`${weapon.name}-${option ?? ''}`}>
            <th scope="row" className={styles.name}>
              {weapon.name}
              {option && <span className={styles.note}> ({option})</span>}
              {weapon.abilities.length > 0 && <span className={styles.abilities}>{weapon.abilities.map(weaponAbilityLabel).join(', ')}</span>}
            </th>
            {ranged && <td>{weapon.range}</td>}
            <td>{weapon.attacks}</td>
            <td>{weapon.hit}</td>
            <td>{weapon.wound}</td>
            <td>{weapon.rend}</td>
            <td>{weapon.damage}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
