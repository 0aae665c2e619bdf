// Spell, prayer or manifestation lores: name and points, then the spells or
// prayers; a manifestation lore's name opens its page with the warscrolls it summons.
import type { Lore } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';

import { Badge } from '../../ui/badge';
import { AbilityCard } from '../abilities';
import styles from './ability-grid.module.css';

export function LoreList({ lores }: { lores: readonly Lore[] }) {
  return (
    <>
      {lores.map((lore) => (
        <div key={lore.id} className={styles.group}>
          <div className={styles.groupHeader}>
            <h3 className={styles.groupTitle}>
              {lore.kind === 'ManifestationLore' ? (
                <Link to="/manifestation/$loreName" params={{ loreName: lore.name }}>
                  {lore.name}
                </Link>
              ) : (
                lore.name
              )}
            </h3>
            {lore.points > 0 && <Badge tone="accent">{lore.points} pts</Badge>}
            {lore.legends && <Badge tone="legends">Legends</Badge>}
          </div>
          <div className={styles.grid}>
            {lore.abilities.map((ability) => (
              <AbilityCard key={ability.id} ability={ability} />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
