// The top of a warscroll: name, type, points, unit and base size, Legends /
// Unique / Warmaster badges, and the characteristics bar.
import type { Unit } from '@scrolldex/rules';

import { Badge } from '../../ui/badge';
import { PointsBox } from './points-box';
import { StatsBar } from './stats-bar';
import styles from './warscroll-card.module.css';

const TYPE_LABELS: Record<Unit['type'], string> = {
  Hero: 'Hero',
  Infantry: 'Infantry',
  Cavalry: 'Cavalry',
  Beast: 'Beast',
  Monster: 'Monster',
  WarMachine: 'War Machine',
  Terrain: 'Faction Terrain',
  Manifestation: 'Manifestation',
  Unknown: 'Warscroll',
};

export function WarscrollCard({ unit, compact = false }: { unit: Unit; compact?: boolean }) {
  const baseSize = unit.battleProfile.baseSize ?? unit.models.find((model) => model.baseSize)?.baseSize ?? null;
  const unique = unit.keywords.includes('UNIQUE');
  return (
    <section className={[styles.card, compact ? styles.compact : ''].join(' ')} aria-label={`${unit.name} warscroll`}>
      <div className={styles.top}>
        <div className={styles.titles}>
          <p className={styles.type}>{TYPE_LABELS[unit.type]}</p>
          {compact ? <h3 className={styles.name}>{unit.name}</h3> : <h2 className={styles.name}>{unit.name}</h2>}
          <div className={styles.badges}>
            {unit.legends && <Badge tone="legends">Legends</Badge>}
            {unique && <Badge tone="accent">Unique</Badge>}
            {unit.isWarmaster && <Badge tone="accent">Warmaster</Badge>}
          </div>
        </div>
        <PointsBox points={unit.points} />
      </div>
      <dl className={styles.meta}>
        <div>
          <dt>Unit size</dt>
          <dd>{unit.battleProfile.unitSize}</dd>
        </div>
        {baseSize && (
          <div>
            <dt>Base</dt>
            <dd>{baseSize}</dd>
          </div>
        )}
      </dl>
      <StatsBar unit={unit} />
    </section>
  );
}
