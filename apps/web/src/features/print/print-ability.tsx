// An ability as printed: its name, timing and values on one line, how often
// it may be used, a box to tick where the sheet asks for one, then the data's
// declare and effect text rendered as on screen, and its keywords.
import type { Ability, AbilityFrequency } from '@scrolldex/rules';
import type { ReactNode } from 'react';

import { InlineRulesText, RulesText } from '../abilities';
import { frequencyLabel } from '../battle';
import styles from './print-ability.module.css';

type Props = { ability: Ability; frequency: AbilityFrequency; tick?: boolean; source?: ReactNode };

function values(ability: Ability): string[] {
  return [
    ability.cost !== null ? `${ability.cost} CP` : null,
    ability.castingValue !== null ? `Cast ${ability.castingValue}+` : null,
    ability.chantingValue !== null ? `Chant ${ability.chantingValue}+` : null,
    ability.pointsCost !== null ? `${ability.pointsCost} pts` : null,
  ].filter((value): value is string => value !== null);
}

export function PrintAbility({ ability, frequency, tick = false, source }: Props) {
  const limit = frequencyLabel(frequency);
  return (
    <div className={styles.ability} role="group" aria-label={ability.name}>
      <p className={styles.head}>
        {tick && <span className={styles.tick} role="img" aria-label="Box to tick when used" />}
        <strong className={styles.name}>{ability.name}</strong>
        <span className={styles.timing}>
          <InlineRulesText text={ability.timing} />
        </span>
        {values(ability).map((value) => (
          <span key={value} className={styles.value}>
            {value}
          </span>
        ))}
        {limit && <span className={styles.value}>{limit}</span>}
      </p>
      {source && <p className={styles.source}>{source}</p>}
      {ability.declare && <RulesText className={styles.text} text={`**Declare:** ${ability.declare}`} />}
      {ability.effect && <RulesText className={styles.text} text={ability.declare ? `**Effect:** ${ability.effect}` : ability.effect} />}
      {ability.keywords.length > 0 && <p className={styles.keywords}>{ability.keywords.join(', ')}</p>}
    </div>
  );
}
