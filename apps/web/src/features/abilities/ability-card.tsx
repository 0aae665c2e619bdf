// An ability as a card: a stripe and tinted header in its phase colour, the
// timing line, where it comes from and how often it may be used when the
// screen says, cost and casting values, a control (a game's tick), declare and
// effect text, keywords.
import type { Ability } from '@scrolldex/rules';
import type { ReactNode } from 'react';

import { Badge } from '../../ui/badge';
import styles from './ability-card.module.css';
import { InlineRulesText, RulesText } from './rules-text';

const TYPE_LABELS: Partial<Record<Ability['type'], string>> = {
  Spell: 'Spell',
  Prayer: 'Prayer',
  Command: 'Command',
  BloodTithe: 'Blood Tithe',
  Fate: 'Fate',
};

type Props = {
  ability: Ability;
  /** Where the rule comes from, and who uses it. */
  source?: ReactNode;
  /** How often it may be used ('Once per battle'), for a limited ability. */
  frequency?: string;
  /** A control beside the title (a game's tick or a command's Use); one marked data-used="true" dims the card. */
  control?: ReactNode;
  children?: ReactNode;
};

export function AbilityCard({ ability, source, frequency, control, children }: Props) {
  const typeLabel = TYPE_LABELS[ability.type];
  return (
    <article className={[styles.card, styles[`phase-${ability.color}`]].join(' ')} aria-label={ability.name}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <p className={styles.timing}>
            <InlineRulesText text={ability.timing} />
          </p>
          <h3 className={styles.name}>{ability.name}</h3>
          {source && <p className={styles.source}>{source}</p>}
          {frequency && (
            <Badge tone="accent" className={styles.frequency}>
              {frequency}
            </Badge>
          )}
        </div>
        <div className={styles.values}>
          {typeLabel && <span className={styles.chip}>{typeLabel}</span>}
          {ability.cost !== null && <span className={styles.value}>{ability.cost} CP</span>}
          {ability.castingValue !== null && <span className={styles.value}>Cast {ability.castingValue}+</span>}
          {ability.chantingValue !== null && <span className={styles.value}>Chant {ability.chantingValue}+</span>}
          {ability.pointsCost !== null && <span className={styles.value}>{ability.pointsCost} pts</span>}
          {control}
        </div>
      </header>
      <div className={styles.body}>
        {ability.unlockCondition && (
          <p className={styles.note}>
            <InlineRulesText text={ability.unlockCondition} />
          </p>
        )}
        {ability.usedBy && (
          <p className={styles.note}>
            Used by: <InlineRulesText text={ability.usedBy} />
          </p>
        )}
        {ability.declare && (
          <div className={styles.part}>
            <span className={styles.label}>Declare</span>
            <RulesText text={ability.declare} />
          </div>
        )}
        {ability.effect && (
          <div className={styles.part}>
            {ability.declare && <span className={styles.label}>Effect</span>}
            <RulesText text={ability.effect} />
          </div>
        )}
        {ability.keywords.length > 0 && (
          <ul className={styles.keywords} aria-label="Ability keywords">
            {ability.keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </article>
  );
}
