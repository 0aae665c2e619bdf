// Battle traits (rules text and ability cards) and battle formations (name,
// points and their abilities) of an army.
import type { Army } from '@scrolldex/rules';

import { Badge } from '../../ui/badge';
import { AbilityCard, RulesText } from '../abilities';
import styles from './ability-grid.module.css';

export function TraitsList({ traits }: { traits: Army['battleTraits'] }) {
  return (
    <>
      {traits.map((group) => (
        <div key={group.name} className={styles.group}>
          {traits.length > 1 && <h3 className={styles.groupTitle}>{group.name}</h3>}
          {group.rules.map((text) => (
            <RulesText key={text} text={text} className={styles.text} />
          ))}
          <div className={styles.grid}>
            {group.abilities.map((ability) => (
              <AbilityCard key={ability.id} ability={ability} />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

export function FormationList({ formations }: { formations: Army['battleFormations'] }) {
  return (
    <div className={styles.grid}>
      {formations.map((formation) => (
        <div key={formation.id} className={styles.group}>
          <div className={styles.groupHeader}>
            <h3 className={styles.groupTitle}>{formation.name}</h3>
            {formation.points > 0 && <Badge tone="accent">{formation.points} pts</Badge>}
            {formation.legends && <Badge tone="legends">Legends</Badge>}
          </div>
          {formation.abilities.map((ability) => (
            <AbilityCard key={ability.id} ability={ability} />
          ))}
        </div>
      ))}
    </div>
  );
}
