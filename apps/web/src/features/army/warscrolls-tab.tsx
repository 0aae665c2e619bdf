// The Warscrolls tab: search by name or keywords, favourites, sort, and the
// units under their type headings (the engine's groupArmyUnits).
import { groupArmyUnits, type Army } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';

import { useClientLinks } from '../../shared/client-links';
import { useRowsInSlices } from '../../shared/use-rows-in-slices';
import { useFavouriteKeys, useToggleFavourite } from '../../state/favourites';
import { useRouteFilter } from '../../state/route-memory';
import { showLegendsAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { RowGrid } from '../../ui/row-grid';
import { RememberedSection } from '../browse';
import { firstRows, firstRowsFor, ROWS_PER_SLICE, SLICE_BUDGET_MS } from './first-rows';
import { UnitRow } from './unit-row';
import styles from './warscrolls-tab.module.css';

/** `progressive`: the game data has just arrived; the first screenful commits first, the rest a slice per frame after it. */
export function WarscrollsTab({ army, progressive }: { army: Army; progressive: boolean }) {
  const filter = useRouteFilter();
  const showLegends = useAtomValue(showLegendsAtom);
  const favourites = useFavouriteKeys('unit');
  const toggleFavourite = useToggleFavourite('unit');
  const { query, favouritesOnly, sort } = filter;
  const groups = useMemo(
    () => groupArmyUnits(army.units, { showLegends, query, favouritesOnly, favourites, sort }),
    [army, showLegends, query, favouritesOnly, favourites, sort],
  );
  const rows = useMemo(() => groups.reduce((sum, group) => sum + group.units.length, 0), [groups]);
  const [first] = useState(() => firstRowsFor({ width: window.innerWidth, height: window.innerHeight }));
  const rendered = useRowsInSlices(rows, { first, slice: ROWS_PER_SLICE, sliced: progressive, budgetMs: SLICE_BUDGET_MS });
  const complete = rendered === rows;
  const shown = complete ? groups : firstRows(groups, rendered);
  const totals = new Map(groups.map((group) => [group.type, group.units.length]));
  const links = useClientLinks<HTMLDivElement>();
  return (
    // Busy until every row is on screen: assistive technology then reads the whole list.
    <div ref={links} className={styles.tab} aria-busy={!complete}>
      <FilterBar placeholder="Name or keyword1, keyword2..." {...filter} />
      {shown.length === 0 ? (
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
          {shown.map((group) => (
            <RememberedSection key={group.type} sectionKey={`type:${group.type}`} title={group.label} count={totals.get(group.type)} defaultOpen>
              <RowGrid aria-label={group.label}>
                {group.units.map((unit) => (
                  <UnitRow key={unit.id} armyName={army.name} unit={unit} favourite={favourites.has(unit.name)} onToggleFavourite={toggleFavourite} />
                ))}
              </RowGrid>
            </RememberedSection>
          ))}
        </div>
      )}
    </div>
  );
}
