// UnitDetail (/army/{armyName}/unit/{unitName}): the warscroll card — header,
// characteristics, weapons and abilities (two columns on desktop), wargear,
// the player's default options, keywords, details and FAQ — and, when opened
// from a list, what the list chose for it.
import { findUnitForRoute, nameKey, REGIMENT_OF_RENOWN_ROUTE_PREFIX, UNIVERSAL_UNITS_ARMY, type GameData, type UnitForRoute } from '@scrolldex/rules';
import { Link, useParams, useSearch } from '@tanstack/react-router';

import { CORE_ONLY } from '../../data/core-only';
import { Page } from '../../shared/page';
import layout from '../../styles/detail-layout.module.css';
import { AbilityCard } from '../abilities';
import { FavouriteButton } from '../favourites';
import { DefaultOptionsCard } from '../unit-settings';
import { EmptyState } from '../../ui/empty-state';
import { Section } from '../../ui/section';
import { GameDataGate } from './game-data-gate';
import { KeywordBadges } from './keyword-badges';
import { ListContextPanel } from './list-context-panel';
import { UnitDetails } from './unit-details';
import { UnitFaq } from './unit-faq';
import type { UnitSearch } from './unit-search';
import styles from './unit-page.module.css';
import { hasWargearOptions, WargearOptions } from './wargear-options';
import { WarscrollCard } from './warscroll-card';
import { WarscrollWeapons } from './warscroll-weapons';

const ROUTE = '/army/$armyName/unit/$unitName';

function subtitleOf(found: UnitForRoute, armyName: string): string {
  if (found.context === 'universal') return 'Universal Manifestation';
  if (found.context === 'regimentOfRenown') return `Regiment of Renown: ${armyName.replace(/^RoR - /, '')}`;
  return found.army?.name ?? armyName;
}

/** The data the route's warscroll is found in (the GameDataGate's army): the named army's, the core's, or every army's. */
function dataNeeded(armyName: string): string | null {
  if (nameKey(armyName) === nameKey(UNIVERSAL_UNITS_ARMY)) return CORE_ONLY;
  // A regiment's unit is printed as the first army that has its warscroll does (findUnitForRoute), which may be any.
  if (armyName.startsWith(REGIMENT_OF_RENOWN_ROUTE_PREFIX)) return null;
  return armyName;
}

function UnitBody({ data, armyName, unitName, search }: { data: GameData; armyName: string; unitName: string; search: UnitSearch }) {
  const found = findUnitForRoute(data, armyName, unitName);
  if (!found) {
    return (
      <Page title={unitName}>
        <EmptyState
          title={`No warscroll named '${unitName}' in ${armyName}.`}
          action={
            <Link to="/army/$armyName" params={{ armyName }}>
              Open {armyName}
            </Link>
          }
        >
          The name may have changed in this data set: look for it on the army page or with search.
        </EmptyState>
      </Page>
    );
  }
  const { unit } = found;
  const ownArmy = found.army?.name ?? null;
  return (
    <Page title={unit.name} subtitle={subtitleOf(found, armyName)} actions={<FavouriteButton type="unit" name={unit.name} tone="onHeader" size={22} />} wide>
      <div className={layout.stack}>
        <ListContextPanel search={search} data={data} armyName={ownArmy} />
        <WarscrollCard unit={unit} />
        <div className={[layout.columns, unit.abilities.length > 0 ? `${layout.withSide} ${layout.widerMain}` : ''].join(' ')}>
          <div className={[styles.block, layout.main].join(' ')}>
            <WarscrollWeapons unit={unit} coreRules={data.coreRules} />
          </div>
          {unit.abilities.length > 0 && (
            <Section id="unit-abilities" title="Abilities" gap="md" className={layout.side}>
              {unit.abilities.map((ability) => (
                <AbilityCard key={ability.id} ability={ability} />
              ))}
            </Section>
          )}
          {hasWargearOptions(unit) && (
            <div className={[styles.block, layout.below].join(' ')}>
              <WargearOptions unit={unit} />
            </div>
          )}
        </div>
        {hasWargearOptions(unit) && <DefaultOptionsCard unit={unit} />}
        <KeywordBadges keywords={unit.keywords} coreRules={data.coreRules} />
        <UnitDetails unit={unit} armyName={ownArmy} />
        <UnitFaq name={unit.name} kind="unit" />
      </div>
    </Page>
  );
}

export function UnitPage() {
  const { armyName, unitName } = useParams({ from: ROUTE });
  const search = useSearch({ from: ROUTE });
  return (
    <GameDataGate fallback={(body) => <Page title={unitName}>{body}</Page>} army={dataNeeded(armyName)}>
      {(data) => <UnitBody data={data} armyName={armyName} unitName={unitName} search={search} />}
    </GameDataGate>
  );
}
