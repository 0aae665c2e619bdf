// One of the warscroll's two weapon tables (Ranged or Melee): Rng A Hit Wnd Rnd
// Dmg, the weapon abilities as chips under the name, optional weapons marked.
import type { CoreRulesData, WarscrollWeapon } from '@scrolldex/rules';
import { useId, type ReactNode } from 'react';

import styles from './weapons-table.module.css';
import { WeaponAbilityChip } from './weapon-ability-chip';

type Props = { title: 'Ranged Weapons' | 'Melee Weapons'; rows: readonly WarscrollWeapon[]; coreRules: CoreRulesData };
type Weapon = WarscrollWeapon['weapon'];

/** The characteristic columns after the name: short heading, its full name (abbr), the weapon's value; Range on ranged tables only. */
const COLUMNS: readonly { short: string; abbr: string; value: (weapon: Weapon) => ReactNode; rangedOnly?: boolean }[] = [
  { short: 'Rng', abbr: 'Range', value: (weapon) => weapon.range ?? '-', rangedOnly: true },
  { short: 'A', abbr: 'Attacks', value: (weapon) => weapon.attacks },
  { short: 'Hit', abbr: 'Hit', value: (weapon) => weapon.hit },
  { short: 'Wnd', abbr: 'Wound', value: (weapon) => weapon.wound },
  { short: 'Rnd', abbr: 'Rend', value: (weapon) => weapon.rend },
  { short: 'Dmg', abbr: 'Damage', value: (weapon) => weapon.damage },
];

export function WeaponsTable({ title, rows, coreRules }: Props) {
  const titleId = useId();
  if (rows.length === 0) return null;
  const ranged = title === 'Ranged Weapons';
  const columns = COLUMNS.filter((column) => ranged || !column.rangedOnly);
  return (
    <section className={styles.section}>
      <h3 id={titleId} className={styles.caption}>
        {title}
      </h3>
      <div className={styles.frame}>
        <table className={[styles.table, ranged ? styles.ranged : styles.melee].join(' ')} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className={styles.nameHead}>
                <span className="visually-hidden">Weapon</span>
              </th>
              {columns.map((column) => (
                <th key={column.abbr} scope="col" abbr={column.abbr}>
                  {column.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ weapon, option }) => (
              <tr key={`${weapon.name}-${option ?? ''}-${weapon.attacks}-${weapon.damage}`}>
                <th scope="row" className={styles.name}>
                  <span className={styles.weaponName}>{weapon.name}</span>
                  {option !== null && <span className={styles.option}>{option === weapon.name ? 'Optional' : `Option: ${option}`}</span>}
                  {weapon.abilities.length > 0 && (
                    <span className={styles.chips}>
                      {weapon.abilities.map((ability) => (
                        <WeaponAbilityChip key={ability} name={ability} coreRules={coreRules} />
                      ))}
                    </span>
                  )}
                </th>
                {columns.map((column) => (
                  <td key={column.abbr}>{column.value(weapon)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
