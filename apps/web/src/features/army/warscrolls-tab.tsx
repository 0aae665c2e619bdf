// The Warscrolls tab: search by name or keywords, favourites, sort, and the
// units under their type headings (the engine's groupArmyUnits).
import { groupArmyUnits, type Army } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { useFavouriteKeys } from '../../state/favourites';
import { useRouteFilter } from '../../state/route-memory';
import { showLegendsAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { RowGrid } from '../../ui/row-grid';
import { RememberedSection } from '../browse/remembered-section';
import { UnitRow } from './unit-row';
import styles from './warscrolls-tab.module.css';

export function WarscrollsTab({ army }: { army: Army }) {
  const filter = useRouteFilter();
  const showLegends = useAtomValue(showLegendsAtom);
  const favourites = useFavouriteKeys('unit');
  const { query, favouritesOnly, sort } = filter;
  const groups = useMemo(
    () => groupArmyUnits(army.units, { showLegends, query, favouritesOnly, favourites, sort }),
    [army, showLegends, query, favouritesOnly, favourites, sort],
  );
  return (
    <div className={styles.tab}>
      <FilterBar placeholder="Name or keyword1, keyword2..." {...filter} />
      {groups.length === 0 ? (
        <EmptyState
          title={favouritesOnly && !query ? 'No favourite warscrolls in this army yet.' : 'No warscroll matches.'}
          action={
            <Button
              onClick={() => {
                filter.onQueryChange('');
                filter.onFavouritesOnlyChange(false);
              }}
            >
              Show all warscrolls
            </Button>
          }
        >
          {favouritesOnly && !query ? 'Tap the star beside a warscroll to keep it here.' : 'Search a name, or keywords separated by commas (HERO, CAVALRY).'}
        </EmptyState>
      ) : (
        <div>
          {groups.map((group) => (
            <RememberedSection key={group.type} sectionKey={`type:${group.type}`} title={group.label} count={group.units.length} defaultOpen>
              <RowGrid aria-label={group.label}>
                {group.units.map((unit) => (
                  <UnitRow key={unit.id} armyName={army.name} unit={unit} />
                ))}
              </RowGrid>
            </RememberedSection>
          ))}
        </div>
      )}
    </div>
  );
}
