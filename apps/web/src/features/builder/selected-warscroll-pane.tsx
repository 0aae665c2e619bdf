// The desktop builder's pane, in the catalogue's place once a unit of the list
// is opened: that unit's warscroll (characteristics, weapons, abilities) to
// read beside the list while building, a link to its whole page, and 'Back to
// units' for the catalogue again.
import type { CoreRulesData, Unit } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useId } from 'react';

import { Button } from '../../ui/button';
import { AbilityCard } from '../abilities';
import { WarscrollCard, WarscrollWeapons } from '../unit';
import type { UnitPageLink } from './unit-options/unit-page-link';
import pane from './side-pane.module.css';
import styles from './selected-warscroll-pane.module.css';

type Props = { unit: Unit; coreRules: CoreRulesData; page: UnitPageLink; onClose: () => void };

export function SelectedWarscrollPane({ unit, coreRules, page, onClose }: Props) {
  const headingId = useId();
  const abilitiesId = useId();
  return (
    <aside className={pane.pane} aria-labelledby={headingId}>
      <div className={[pane.top, styles.top].join(' ')}>
        <h2 id={headingId} className={pane.title}>
          Warscroll
        </h2>
        <Button size="sm" variant="ghost" icon={<ArrowLeft size={16} aria-hidden="true" />} onClick={onClose}>
          Back to units
        </Button>
      </div>
      <div className={[pane.scroll, styles.body].join(' ')}>
        <WarscrollCard unit={unit} compact />
        <WarscrollWeapons unit={unit} coreRules={coreRules} />
        {unit.abilities.length > 0 && (
          <section className={styles.abilities} aria-labelledby={abilitiesId}>
            <h3 id={abilitiesId} className={styles.heading}>
              Abilities
            </h3>
            {unit.abilities.map((ability) => (
              <AbilityCard key={ability.id} ability={ability} />
            ))}
          </section>
        )}
        <Link {...page} className={styles.pageLink}>
          Open warscroll page <ExternalLink size={14} aria-hidden="true" />
        </Link>
      </div>
    </aside>
  );
}
