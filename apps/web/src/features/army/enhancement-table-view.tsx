// One enhancement table (Heroic Traits, Artefacts of Power, or another): who
// may take it, then each enhancement's ability card with its points.
import type { Ability, Enhancement, EnhancementTable } from '@scrolldex/rules';

import { AbilityCard, RulesText } from '../abilities';
import styles from './ability-grid.module.css';

export function EnhancementTableView({ table }: { table: EnhancementTable }) {
  // Sets of one name (the same table from two books) read as one list.
  const setNames = new Set(table.sets.map((set) => set.name));
  const titled = setNames.size > 1;
  const sets = titled ? table.sets : [{ id: table.id, name: table.name, enhancements: table.sets.flatMap((set) => set.enhancements) }];
  return (
    <>
      {table.restrictionText && <RulesText text={table.restrictionText} className={styles.text} />}
      {sets.map((set) => (
        <div key={set.id} className={styles.group}>
          {titled && <h3 className={styles.groupTitle}>{set.name}</h3>}
          <div className={styles.grid}>
            {set.enhancements.flatMap((enhancement) => enhancementAbilities(enhancement).map((ability) => <AbilityCard key={ability.id} ability={ability} />))}
          </div>
        </div>
      ))}
    </>
  );
}

/** The enhancement's points shown on its card, as the card shows any points cost. */
function enhancementAbilities(enhancement: Enhancement): Ability[] {
  const points = enhancement.points > 0 ? enhancement.points : null;
  return enhancement.abilities.map((ability) => ({ ...ability, pointsCost: ability.pointsCost ?? points }));
}
