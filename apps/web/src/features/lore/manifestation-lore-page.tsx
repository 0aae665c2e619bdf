// ManifestationLore (/manifestation/{loreName}): the lore's points, its spells
// as ability cards, and the warscrolls they summon, each opening its unit page.
import { findLore, UNIVERSAL_UNITS_ARMY, type GameData } from '@scrolldex/rules';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { Page } from '../../shared/page';
import layout from '../../styles/detail-layout.module.css';
import { AbilityCard } from '../abilities';
import { CORE_ONLY } from '../../data/core-only';
import { GameDataGate, PointsBox, WarscrollCard } from '../unit';
import { EmptyState } from '../../ui/empty-state';
import { Section } from '../../ui/section';
import { TitleCard } from '../../ui/title-card';
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
      <div className={layout.stack}>
        <TitleCard
          kind="Manifestation Lore"
          name={lore.name}
          tone="blue"
          titles={
            army && (
              <Link to="/army/$armyName" params={{ armyName: army.name }} className={styles.army}>
                {army.name}
              </Link>
            )
          }
          aside={<PointsBox points={lore.points} />}
        />
        <div className={[layout.columns, layout.halves].join(' ')}>
          <Section id="lore-spells" title="Spells" gap="md">
            {lore.abilities.map((ability) => (
              <AbilityCard key={ability.id} ability={ability} />
            ))}
          </Section>
          <Section id="lore-units" title="Summoned Manifestations" gap="md">
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
          </Section>
        </div>
      </div>
    </Page>
  );
}

export function ManifestationLorePage() {
  const { loreName } = useParams({ from: '/manifestation/$loreName' });
  const fallback = (body: ReactNode) => <Page title={loreName}>{body}</Page>;
  // A universal lore and its warscrolls are in the shared core (findLore looks there first); an army's lore may be any
  // army's, so the page waits for every army's data when the core lacks it.
  return (
    <GameDataGate fallback={fallback} army={CORE_ONLY}>
      {(core) =>
        findLore(core, loreName) ? (
          <LoreBody data={core} loreName={loreName} />
        ) : (
          <GameDataGate fallback={fallback}>{(data) => <LoreBody data={data} loreName={loreName} />}</GameDataGate>
        )
      }
    </GameDataGate>
  );
}
