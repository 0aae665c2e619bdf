// Storage: clearing what this device keeps.
// Favourites and unit settings are cleared by stamping every entry, so the
// clearing reaches the account too.
import { useAtomValue, useSetAtom } from 'jotai';
import { HardDrive } from 'lucide-react';

import { forgetDataTimestamps } from '../../data/document-loader';
import { documentCache } from '../../data/game-data-worker-client';
import { clearFavouritesAtom, favouritesAtom } from '../../state/favourites';
import { useLibraryActions } from '../lists';
import { useLibraryReady, visibleListsAtom } from '../../state/lists';
import { dataReloadAtom, faqAtom, gameDataAtom, heldGameDataAtom, manifestAtom, ruleDocumentsAtom } from '../../state/game-data';
import { clearSearchHistoryAtom, searchHistoryAtom } from '../../state/search';
import { clearUnitSettingsAtom, unitSettingsAtom } from '../../state/unit-settings';
import { ClearAction } from './clear-action';
import { SettingsSection } from './settings-section';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function useClearGameData(): () => Promise<void> {
  const setGameData = useSetAtom(gameDataAtom);
  const setHeld = useSetAtom(heldGameDataAtom);
  const setFaq = useSetAtom(faqAtom);
  const setRules = useSetAtom(ruleDocumentsAtom);
  const setManifest = useSetAtom(manifestAtom);
  const reload = useSetAtom(dataReloadAtom);
  return async () => {
    await documentCache().clearDocuments();
    forgetDataTimestamps();
    setGameData(null);
    setHeld(null);
    setFaq(null);
    setRules(null);
    setManifest(null);
    reload((n) => n + 1);
  };
}

export function StorageCard() {
  const clearGameData = useClearGameData();
  const history = useAtomValue(searchHistoryAtom);
  const clearHistory = useSetAtom(clearSearchHistoryAtom);
  const favourites = useAtomValue(favouritesAtom);
  const clearFavourites = useSetAtom(clearFavouritesAtom);
  const unitSettings = useAtomValue(unitSettingsAtom);
  const clearUnitSettings = useSetAtom(clearUnitSettingsAtom);
  const lists = useAtomValue(visibleListsAtom).length;
  const listsReady = useLibraryReady();
  const { deleteAllLists } = useLibraryActions();
  const favouriteCount = Object.values(favourites.entries).filter((entry) => entry.isFavorited).length;
  const savedUnits = unitSettings.entries.filter((entry) => entry.upgrades.length > 0 || Object.keys(entry.weapons).length > 0).length;
  return (
    <SettingsSection title="Storage" icon={<HardDrive size={16} />}>
      <ClearAction
        label="Clear BSData"
        description="The cached game data, FAQ and rules; they download again."
        confirmText="The cached game data, FAQ and rules are deleted from this device and downloaded again."
        onClear={clearGameData}
      />
      <ClearAction
        label="Clear Search History"
        description={count(history.length, 'recent search', 'recent searches')}
        confirmText="Your recent searches are forgotten."
        onClear={clearHistory}
      />
      <ClearAction
        label="Clear Favorites"
        description={count(favouriteCount, 'favorite', 'favorites')}
        confirmText={`This removes ${count(favouriteCount, 'favorite', 'favorites')}, on your account too when you are signed in.`}
        onClear={clearFavourites}
      />
      <ClearAction
        label="Delete All Lists"
        verb="Delete"
        description={listsReady ? count(lists, 'saved list', 'saved lists') : 'Loading your lists...'}
        confirmText={`This deletes ${count(lists, 'list', 'lists')}, on your account too when you are signed in.`}
        onClear={() => void deleteAllLists()}
      />
      <ClearAction
        label="Clear Unit Default Settings"
        description={count(savedUnits, 'unit with saved options', 'units with saved options')}
        confirmText={`This resets the saved default options of ${count(savedUnits, 'unit', 'units')}, on your account too when you are signed in.`}
        onClear={clearUnitSettings}
      />
    </SettingsSection>
  );
}
