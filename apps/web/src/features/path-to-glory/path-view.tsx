// One path of a campaign, folded: opened, the units it is for, then its ranks in order, each with how
// many of its abilities a unit may take and the abilities as cards.
import type { Path } from '@scrolldex/rules';
import { useEffect, useState } from 'react';

import { AbilityCard } from '../abilities';
import { abilityGridStyles as grid } from '../army';
import { CollapsibleSection } from '../../ui/collapsible-section';
import { formatUnitCondition } from './format-unit-condition';
import styles from './path-to-glory.module.css';

function rankLimit(maxSelections: number | null): string | null {
  if (maxSelections === null) return null;
  return maxSelections === 1 ? 'Pick 1' : `Pick up to ${maxSelections}`;
}

export function PathView({ path, anchor, hash }: { path: Path; anchor: string; hash: string }) {
  const [open, setOpen] = useState(hash === anchor);
  // A link or search result naming this path opens it.
  useEffect(() => {
    if (hash === anchor) setOpen(true);
  }, [hash, anchor]);
  const abilities = path.ranks.reduce((count, rank) => count + rank.abilities.length, 0);
  return (
    <div id={anchor} className={styles.anchor}>
      <CollapsibleSection title={path.name} count={abilities} open={open} onOpenChange={setOpen}>
        <div className={styles.ranks}>
          <p className={styles.takenBy}>For {path.takenBy ? `${formatUnitCondition(path.takenBy)} units` : 'any unit'}</p>
          {path.ranks.map((rank) => (
            <section key={rank.rank} className={styles.rank} aria-label={`${path.name}: ${rank.rank}`}>
              <h4 className={styles.rankTitle}>
                {rank.rank}
                {rankLimit(rank.maxSelections) && <span className={styles.rankLimit}>{rankLimit(rank.maxSelections)}</span>}
              </h4>
              <div className={grid.grid}>
                {rank.abilities.map((ability) => (
                  <AbilityCard key={ability.id} ability={ability} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </CollapsibleSection>
    </div>
  );
}
