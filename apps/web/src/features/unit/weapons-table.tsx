// One of the warscroll's two weapon tables (Ranged or Melee): Rng A Hit Wnd Rnd
// Dmg, the weapon abilities as chips under the name, optional weapons marked.
import type { CoreRulesData, WarscrollWeapon } from '@scrolldex/rules';
import { useId } from 'react';

import styles from './weapons-table.module.css';
import { WeaponAbilityChip } from './weapon-ability-chip';

type Props = { title: 'Ranged Weapons' | 'Melee Weapons'; rows: readonly WarscrollWeapon[]; coreRules: CoreRulesData };

export function WeaponsTable({ title, rows, coreRules }: Props) {
  const titleId = useId();
  if (rows.length === 0) return null;
  const ranged = title === 'Ranged Weapons';
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
              {ranged && (
                <th scope="col" abbr="Range">
                  Rng
                </th>
              )}
              <th scope="col" abbr="Attacks">
                A
              </th>
              <th scope="col" abbr="Hit">
                Hit
              </th>
              <th scope="col" abbr="Wound">
                Wnd
              </th>
              <th scope="col" abbr="Rend">
                Rnd
              </th>
              <th scope="col" abbr="Damage">
                Dmg
              </th>
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
                {ranged && <td>{weapon.range ?? '-'}</td>}
                <td>{weapon.attacks}</td>
                <td>{weapon.hit}</td>
                <td>{weapon.wound}</td>
                <td>{weapon.rend}</td>
                <td>{weapon.damage}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
