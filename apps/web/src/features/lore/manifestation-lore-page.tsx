// ManifestationLore (/manifestation/{loreName}): the lore's points, its spells
// as ability cards, and the warscrolls they summon, each opening its unit page.
import { findLore, UNIVERSAL_UNITS_ARMY, type GameData } from '@scrolldex/rules';
import { Link, useParams } from '@tanstack/react-router';

import { Page } from '../../app/page';
import { AbilityCard } from '../abilities/ability-card';
import { GameDataGate } from '../unit/game-data-gate';
import { EmptyState } from '../../ui/empty-state';
import { PointsBox } from '../unit/points-box';
import { WarscrollCard } from '../unit/warscroll-card';
import styles from './manifestation-lore-page.module.css';

function LoreBody({ data, loreName }: { data: GameData; loreName: string }) {
  const found = findLore(data, loreName);
  if (!found) {
    return (
      <Page title={loreName}>
        <EmptyState title={`No manifestation lore named '${loreName}'.`} action={<Link to="/">Go to the armies</Link>} />
      </Page>
    );
  }
  const { lore, units, army } = found;
  const unitArmy = (name: string) => (army?.units.some((unit) => unit.name === name) ? army.name : UNIVERSAL_UNITS_ARMY);
  return (
    <Page title={lore.name} subtitle={army ? `${army.name} · Manifestation Lore` : 'Universal Manifestation Lore'} wide>
      <div className={styles.page}>
        <header className={styles.header}>
          <div>
            <p className={styles.kind}>Manifestation Lore</p>
            <h2 className={styles.name}>{lore.name}</h2>
            {army && (
              <Link to="/army/$armyName" params={{ armyName: army.name }} className={styles.army}>
                {army.name}
              </Link>
            )}
          </div>
          <PointsBox points={lore.points} />
        </header>
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby="lore-spells">
            <h2 id="lore-spells" className={styles.heading}>
              Spells
            </h2>
            {lore.abilities.map((ability) => (
              <AbilityCard key={ability.id} ability={ability} />
            ))}
          </section>
          <section className={styles.column} aria-labelledby="lore-units">
            <h2 id="lore-units" className={styles.heading}>
              Summoned Manifestations
            </h2>
            {units.length === 0 ? (
              <EmptyState title="No summonable Manifestations found for this lore." />
            ) : (
              <ul className={styles.units}>
                {units.map((unit) => (
                  <li key={unit.id}>
                    <Link to="/army/$armyName/unit/$unitName" params={{ armyName: unitArmy(unit.name), unitName: unit.name }} className={styles.unitLink}>
                      <WarscrollCard unit={unit} compact />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </Page>
  );
}

export function ManifestationLorePage() {
  const { loreName } = useParams({ from: '/manifestation/$loreName' });
  return (
    <GameDataGate fallback={(body) => <Page title={loreName}>{body}</Page>}>{(data) => <LoreBody data={data} loreName={loreName} />}</GameDataGate>
  );
}
