// The top of a warscroll: name, type, points, unit and base size, Legends /
// Unique / Warmaster badges, and the characteristics bar.
import type { Unit } from '@scrolldex/rules';

import { Badge } from '../../ui/badge';
import { TitleCard } from '../../ui/title-card';
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
    <TitleCard
      as="section"
      label={`${unit.name} warscroll`}
      kind={TYPE_LABELS[unit.type]}
      name={unit.name}
      compact={compact}
      titles={
        <div className={styles.badges}>
          {unit.legends && <Badge tone="legends">Legends</Badge>}
          {unique && <Badge tone="accent">Unique</Badge>}
          {unit.isWarmaster && <Badge tone="accent">Warmaster</Badge>}
        </div>
      }
      aside={<PointsBox points={unit.points} />}
    >
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
    </TitleCard>
  );
}
