// RegimentOfRenown (/regiment-of-renown/{regimentName}): points, abilities,
// its units with counts (each opening the warscroll), the armies its
// warscrolls come from and the armies that may take it.
import { findRegimentOfRenown, REGIMENT_OF_RENOWN_ROUTE_PREFIX, type GameData } from '@scrolldex/rules';
import { Link, useParams } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';

import { Page } from '../../shared/page';
import layout from '../../styles/detail-layout.module.css';
import { AbilityCard } from '../abilities';
import { CORE_ONLY } from '../../data/core-only';
import { GameDataGate, PointsBox } from '../unit';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { Section } from '../../ui/section';
import { TitleCard } from '../../ui/title-card';
import styles from './regiment-of-renown-page.module.css';

function ArmyLinks({ id, title, armies }: { id: string; title: string; armies: readonly string[] }) {
  return (
    <Section id={id} title={title}>
      <ul className={styles.armies}>
        {armies.map((army) => (
          <li key={army}>
            <Link to="/army/$armyName" params={{ armyName: army }} className={styles.armyLink}>
              {army}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RegimentBody({ data, regimentName }: { data: GameData; regimentName: string }) {
  const regiment = findRegimentOfRenown(data, regimentName);
  if (!regiment) {
    return (
      <Page title={regimentName}>
        <EmptyState title={`No regiment of renown named '${regimentName}'.`} action={<Link to="/">Go to the armies</Link>} />
      </Page>
    );
  }
  const routeArmy = `${REGIMENT_OF_RENOWN_ROUTE_PREFIX}${regiment.name}`;
  return (
    <Page title={regiment.name} subtitle="Regiment of Renown" wide>
      <div className={layout.stack}>
        <TitleCard
          kind="Regiment of Renown"
          name={regiment.name}
          tone="legends"
          titles={regiment.legends && <Badge tone="legends">Legends</Badge>}
          aside={<PointsBox points={regiment.points} />}
        />
        <div className={[layout.columns, layout.withSide].join(' ')}>
          <Section id="ror-units" title="Units" className={layout.main}>
            <ul className={styles.unitList}>
              {regiment.units.map(({ unit, count }) => (
                <li key={unit.id}>
                  <Link to="/army/$armyName/unit/$unitName" params={{ armyName: routeArmy, unitName: unit.name }} className={styles.unitRow}>
                    <span className={styles.count}>{count}×</span>
                    <span className={styles.unitName}>{unit.name}</span>
                    <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="ror-abilities" title="Abilities" gap="md" className={layout.side}>
            {regiment.abilities.map((ability) => (
              <AbilityCard key={ability.id} ability={ability} />
            ))}
          </Section>
          <div className={[styles.armyLists, layout.below].join(' ')}>
            <ArmyLinks id="ror-sources" title="Source armies" armies={regiment.sourceArmies} />
            <ArmyLinks id="ror-selectable" title="Can be selected in" armies={regiment.selectableIn} />
          </div>
        </div>
      </div>
    </Page>
  );
}

export function RegimentOfRenownPage() {
  const { regimentName } = useParams({ from: '/regiment-of-renown/$regimentName' });
  // Regiments of renown, their units' warscrolls and abilities are all in the shared core.
  return (
    <GameDataGate fallback={(body) => <Page title={regimentName}>{body}</Page>} army={CORE_ONLY}>
      {(data) => <RegimentBody data={data} regimentName={regimentName} />}
    </GameDataGate>
  );
}
