// The warscroll's list-building facts: a leader's regiment options, companion
// and undersize conditions, enhancement tables, reinforcement, what summons it.
import { formatRegimentOptionLimit, type RegimentOption, type Unit } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { Section } from '../../ui/section';
import styles from './unit-details.module.css';

function regimentOptionLine(option: RegimentOption): string {
  const what = [option.keywords.join(' '), ...option.subheroCategories, ...option.unitNames].filter(Boolean).join(' or ');
  const excluded = option.nonKeywords.length > 0 ? ` (not ${option.nonKeywords.join(', ')})` : '';
  return `${formatRegimentOptionLimit(option)} ${what}${excluded}`;
}

export function UnitDetails({ unit, armyName }: { unit: Unit; armyName: string | null }) {
  const profile = unit.battleProfile;
  const facts: { term: string; detail: ReactNode }[] = [];
  if (profile.regimentOptions.length > 0) {
    facts.push({
      term: 'Regiment options',
      detail: (
        <ul className={styles.lines}>
          {profile.regimentOptions.map((option, index) => (
            <li key={index}>{regimentOptionLine(option)}</li>
          ))}
        </ul>
      ),
    });
  }
  if (profile.requiredLeader) {
    const leader = profile.requiredLeader;
    facts.push({
      term: 'Companion',
      detail: (
        <>
          Must join the regiment of{' '}
          {armyName ? (
            <Link to="/army/$armyName/unit/$unitName" params={{ armyName, unitName: leader }}>
              {leader}
            </Link>
          ) : (
            leader
          )}
          .
        </>
      ),
    });
  }
  if (profile.undersizeCondition) facts.push({ term: 'Undersize', detail: `One may be taken for each ${profile.undersizeCondition} in the list.` });
  if (profile.subheroCategories.length > 0) facts.push({ term: 'Joins regiments as', detail: profile.subheroCategories.join(', ') });
  if (unit.enhancementTables.length > 0) facts.push({ term: 'Enhancements', detail: unit.enhancementTables.join(', ') });
  if (unit.commandModels.length > 0) facts.push({ term: 'Command models', detail: unit.commandModels.join(', ') });
  if (unit.type !== 'Manifestation' && unit.type !== 'Terrain')
    facts.push({ term: 'Reinforcement', detail: unit.canBeReinforced ? 'Can be reinforced' : 'Cannot be reinforced' });
  if (unit.summonedBy) {
    const lore = unit.summonedBy;
    facts.push({
      term: 'Summoned by',
      detail: (
        <Link to="/manifestation/$loreName" params={{ loreName: lore }}>
          {lore}
        </Link>
      ),
    });
  }
  if (facts.length === 0) return null;
  return (
    <Section id="unit-details" title="Details">
      <dl className={styles.facts}>
        {facts.map(({ term, detail }) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
