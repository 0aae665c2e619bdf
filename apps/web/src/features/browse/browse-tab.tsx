// The Browse tab: the filter, the Rules and Path to Glory entries, then universal manifestations,
// regiments of renown and the armies by grand alliance (the engine's browse
// tree), once the game data is there.
import { buildBrowseTree, type BrowseTree } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { BookOpen, ChevronRight, Milestone } from 'lucide-react';
import { useCallback, useMemo } from 'react';

import { useFavouriteKeys, useToggleFavourite } from '../../state/favourites';
import { dataErrorAtom, gameDataIndexAtom, heldGameDataAtom } from '../../state/game-data';
import { useRouteFilter, useSectionsOpen } from '../../state/route-memory';
import { showLegendsAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { ALLIANCE_LABELS } from './alliance-label';
import { ArmyRow, renownSectionKey } from './army-row';
import styles from './browse-tab.module.css';
import { GameDataState } from './game-data-state';
import { PointsRow } from './points-row';
import { RememberedSection } from './remembered-section';

export function BrowseTab() {
  // The index lists the same armies as the whole data: the home screen need not wait for the megabytes, nor take
  // them. Once the whole data is held, its index (newer, after an update) is the one listed. When the whole data
  // cannot come, the armies could not open: the player sees why, and Try again, instead.
  const held = useAtomValue(heldGameDataAtom)?.index ?? null;
  const index = useAtomValue(gameDataIndexAtom);
  const dataError = useAtomValue(dataErrorAtom);
  const source = held ?? (dataError === null ? index : null);
  const filter = useRouteFilter();
  const showLegends = useAtomValue(showLegendsAtom);
  const favourites = useFavouriteKeys('army');
  const { query, favouritesOnly, sort } = filter;
  const tree = useMemo(
    () => (source ? buildBrowseTree(source, { showLegends, filter: query, favouritesOnly, favourites, sort }) : null),
    [source, showLegends, query, favouritesOnly, favourites, sort],
  );
  return (
    <div className={styles.browse}>
      <FilterBar placeholder="Filter..." {...filter} />
      <nav aria-label="Reference" className={styles.reference}>
        <Link to="/rules" className={styles.rules}>
          <span className={styles.rulesIcon} aria-hidden="true">
            <BookOpen size={20} />
          </span>
          <span className={styles.rulesName}>Rules</span>
          <ChevronRight size={20} className={styles.rulesChevron} aria-hidden="true" />
        </Link>
        <Link to="/path-to-glory" className={styles.rules}>
          <span className={styles.rulesIcon} aria-hidden="true">
            <Milestone size={20} />
          </span>
          <span className={styles.rulesName}>Path to Glory</span>
          <ChevronRight size={20} className={styles.rulesChevron} aria-hidden="true" />
        </Link>
      </nav>
      {tree ? <BrowseSections tree={tree} query={query} favouritesOnly={favouritesOnly} onClear={() => clearFilter(filter)} /> : <GameDataState />}
    </div>
  );
}

function clearFilter(filter: ReturnType<typeof useRouteFilter>) {
  filter.onQueryChange('');
  filter.onFavouritesOnlyChange(false);
}

type SectionsProps = { tree: BrowseTree; query: string; favouritesOnly: boolean; onClear: () => void };

/** The list reads the favourites and the folds once for all its rows (army-row.tsx). */
function BrowseSections({ tree, query, favouritesOnly, onClear }: SectionsProps) {
  const filtering = query.trim() !== '' || favouritesOnly;
  const alliances = tree.alliances.filter((group) => group.armies.length > 0);
  const [sectionsOpen, setSectionOpen] = useSectionsOpen();
  const openRenown = useCallback((armyName: string, open: boolean) => setSectionOpen(renownSectionKey(armyName), open), [setSectionOpen]);
  const toggleFavourite = useToggleFavourite('army');
  if (alliances.length === 0 && tree.universalManifestations.length === 0 && tree.regimentsOfRenown.length === 0) {
    return (
      <EmptyState title="Nothing matches this filter." action={<Button onClick={onClear}>Clear filter</Button>}>
        The filter looks at the names of armies, regiments of renown and manifestation lores.
      </EmptyState>
    );
  }
  return (
    <div className={styles.sections}>
      {favouritesOnly && alliances.length === 0 && <p className={styles.hint}>No favourite armies yet: tap the star beside an army to keep it here.</p>}
      {tree.universalManifestations.length > 0 && (
        <RememberedSection
          sectionKey="universal-manifestations"
          title="Universal Manifestations"
          count={tree.universalManifestations.length}
          defaultOpen={false}
        >
          <ul className={styles.pointsList} aria-label="Universal Manifestations">
            {tree.universalManifestations.map((item) => (
              <PointsRow key={item.name} item={item} link={{ to: '/manifestation/$loreName', params: { loreName: item.name } }} />
            ))}
          </ul>
        </RememberedSection>
      )}
      {tree.regimentsOfRenown.length > 0 && (
        <RememberedSection sectionKey="regiments-of-renown" title="Regiments of Renown" count={tree.regimentsOfRenown.length} defaultOpen={false}>
          <ul className={styles.pointsList} aria-label="Regiments of Renown">
            {tree.regimentsOfRenown.map((item) => (
              <PointsRow key={item.name} item={item} link={{ to: '/regiment-of-renown/$regimentName', params: { regimentName: item.name } }} />
            ))}
          </ul>
        </RememberedSection>
      )}
      {alliances.map((group) => (
        <RememberedSection
          key={group.alliance}
          sectionKey={`alliance:${group.alliance}`}
          title={ALLIANCE_LABELS[group.alliance]}
          count={group.armies.length}
          defaultOpen
        >
          <ul className={[styles.armies, styles[group.alliance.toLowerCase()]].join(' ')} aria-label={`${ALLIANCE_LABELS[group.alliance]} armies`}>
            {group.armies.map((army) => (
              <ArmyRow
                key={army.name}
                army={army}
                filtering={filtering}
                open={sectionsOpen[renownSectionKey(army.name)] ?? false}
                onOpenChange={openRenown}
                onToggleFavourite={toggleFavourite}
              />
            ))}
          </ul>
        </RememberedSection>
      ))}
    </div>
  );
}
