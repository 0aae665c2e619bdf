// RegimentOfRenown (/regiment-of-renown/{regimentName}): points, abilities,
// its units with counts (each opening the warscroll), the armies its
// warscrolls come from and the armies that may take it.
import { findRegimentOfRenown, REGIMENT_OF_RENOWN_ROUTE_PREFIX, type GameData } from '@scrolldex/rules';
import { Link, useParams } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';

import { Page } from '../../app/page';
import { AbilityCard } from '../abilities/ability-card';
import { GameDataGate } from '../unit/game-data-gate';
import { PointsBox } from '../unit/points-box';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import styles from './regiment-of-renown-page.module.css';

function ArmyLinks({ id, title, armies }: { id: string; title: string; armies: readonly string[] }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.armies}>
        {armies.map((army) => (
          <li key={army}>
            <Link to="/army/$armyName" params={{ armyName: army }} className={styles.armyLink}>
              {army}
            </Link>
          </li>
        ))}
      </ul>
    </section>
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
      <div className={styles.page}>
        <header className={styles.header}>
          <div className={styles.titles}>
            <p className={styles.kind}>Regiment of Renown</p>
            <h2 className={styles.name}>{regiment.name}</h2>
            {regiment.legends && <Badge tone="legends">Legends</Badge>}
          </div>
          <PointsBox points={regiment.points} />
        </header>
        <div className={styles.columns}>
          <section className={[styles.section, styles.units].join(' ')} aria-labelledby="ror-units">
            <h2 id="ror-units" className={styles.heading}>
              Units
            </h2>
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
          </section>
          <section className={[styles.section, styles.abilities].join(' ')} aria-labelledby="ror-abilities">
            <h2 id="ror-abilities" className={styles.heading}>
              Abilities
            </h2>
            {regiment.abilities.map((ability) => (
              <AbilityCard key={ability.id} ability={ability} />
            ))}
          </section>
          <div className={styles.armyLists}>
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
  return (
    <GameDataGate fallback={(body) => <Page title={regimentName}>{body}</Page>}>
      {(data) => <RegimentBody data={data} regimentName={regimentName} />}
    </GameDataGate>
  );
}
