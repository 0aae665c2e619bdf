// A weapon ability as a small chip under the weapon's name; when the core
// rules define it, the chip opens its rule text.
import { findWeaponAbilityRule, weaponAbilityLabel, type CoreRulesData } from '@scrolldex/rules';

import { RulesText } from '../abilities';
import { Popover } from '../../ui/popover';
import styles from './weapon-ability-chip.module.css';

export function WeaponAbilityChip({ name, coreRules }: { name: string; coreRules: CoreRulesData }) {
  const label = weaponAbilityLabel(name);
  const rule = findWeaponAbilityRule(coreRules, name);
  if (!rule) return <span className={styles.chip}>{label}</span>;
  return (
    <Popover label={`${label}: weapon ability`} trigger={<span className={[styles.chip, styles.linked].join(' ')}>{label}</span>}>
      <p className={styles.title}>{rule.name}</p>
      <RulesText text={rule.description} />
    </Popover>
  );
}
