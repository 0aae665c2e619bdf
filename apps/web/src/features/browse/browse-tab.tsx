// The Browse tab: the filter, the Rules entry, then universal manifestations,
// regiments of renown and the armies by grand alliance (the engine's browse
// tree), once the game data is there.
import { buildBrowseTree, type BrowseTree, type GrandAlliance } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { BookOpen, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';

import { useFavouriteKeys } from '../../state/favourites';
import { dataErrorAtom, dataLoadingAtom, dataReloadAtom, gameDataAtom } from '../../state/game-data';
import { useRouteFilter } from '../../state/route-memory';
import { showLegendsAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { Skeleton, Spinner } from '../../ui/spinner';
import { ArmyRow } from './army-row';
import styles from './browse-tab.module.css';
import { PointsRow } from './points-row';
import { RememberedSection } from './remembered-section';

const ALLIANCE_LABELS: Record<GrandAlliance, string> = { ORDER: 'Order', CHAOS: 'Chaos', DEATH: 'Death', DESTRUCTION: 'Destruction', UNKNOWN: 'Other' };

export function BrowseTab() {
  const data = useAtomValue(gameDataAtom);
  const filter = useRouteFilter();
  const showLegends = useAtomValue(showLegendsAtom);
  const favourites = useFavouriteKeys('army');
  const { query, favouritesOnly, sort } = filter;
  const tree = useMemo(
    () => (data ? buildBrowseTree(data, { showLegends, filter: query, favouritesOnly, favourites, sort }) : null),
    [data, showLegends, query, favouritesOnly, favourites, sort],
  );
  return (
    <div className={styles.browse}>
      <FilterBar placeholder="Filter..." {...filter} />
      <Link to="/rules" className={styles.rules}>
        <span className={styles.rulesIcon} aria-hidden="true">
          <BookOpen size={20} />
        </span>
        <span className={styles.rulesName}>Rules</span>
        <ChevronRight size={20} className={styles.rulesChevron} aria-hidden="true" />
      </Link>
      {tree ? <BrowseSections tree={tree} filtering={query.trim() !== '' || favouritesOnly} onClear={() => clearFilter(filter)} /> : <DataState />}
    </div>
  );
}

function clearFilter(filter: ReturnType<typeof useRouteFilter>) {
  filter.onQueryChange('');
  filter.onFavouritesOnlyChange(false);
}

function BrowseSections({ tree, filtering, onClear }: { tree: BrowseTree; filtering: boolean; onClear: () => void }) {
  const alliances = tree.alliances.filter((group) => group.armies.length > 0);
  if (alliances.length === 0 && tree.universalManifestations.length === 0 && tree.regimentsOfRenown.length === 0) {
    return (
      <EmptyState title="Nothing matches this filter." action={<Button onClick={onClear}>Clear filter</Button>}>
        Favourite armies with their star; the filter looks at names.
      </EmptyState>
    );
  }
  return (
    <div className={styles.sections}>
      {tree.universalManifestations.length > 0 && (
        <RememberedSection sectionKey="universal-manifestations" title="Universal Manifestations" count={tree.universalManifestations.length} defaultOpen={false}>
          <ul className={styles.pointsList}>
            {tree.universalManifestations.map((item) => (
              <PointsRow key={item.name} item={item} link={{ to: '/manifestation/$loreName', params: { loreName: item.name } }} />
            ))}
          </ul>
        </RememberedSection>
      )}
      {tree.regimentsOfRenown.length > 0 && (
        <RememberedSection sectionKey="regiments-of-renown" title="Regiments of Renown" count={tree.regimentsOfRenown.length} defaultOpen={false}>
          <ul className={styles.pointsList}>
            {tree.regimentsOfRenown.map((item) => (
              <PointsRow key={item.name} item={item} link={{ to: '/regiment-of-renown/$regimentName', params: { regimentName: item.name } }} />
            ))}
          </ul>
        </RememberedSection>
      )}
      {alliances.map((group) => (
        <RememberedSection key={group.alliance} sectionKey={`alliance:${group.alliance}`} title={ALLIANCE_LABELS[group.alliance]} count={group.armies.length} defaultOpen>
          <ul className={[styles.armies, styles[group.alliance.toLowerCase()]].join(' ')}>
            {group.armies.map((army) => (
              <ArmyRow key={army.name} army={army} filtering={filtering} />
            ))}
          </ul>
        </RememberedSection>
      ))}
    </div>
  );
}

/** No data yet: loading, or the reason it could not load (only when nothing is cached). */
function DataState() {
  const loading = useAtomValue(dataLoadingAtom);
  const error = useAtomValue(dataErrorAtom);
  const reload = useSetAtom(dataReloadAtom);
  if (error && !loading) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.errorTitle}>The game data could not be loaded.</p>
        <p>{error}</p>
        <Button onClick={() => reload((count) => count + 1)}>Try again</Button>
      </div>
    );
  }
  return (
    <div>
      <Spinner variant="block" label="Loading game data..." />
      <Skeleton rows={5} />
    </div>
  );
}
