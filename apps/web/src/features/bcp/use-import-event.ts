// Importing an event: every
// player's list of the event, each named after its player and locked, in a
// folder named after the event (the existing one of that name, else a new one).
// A list that does not parse is skipped and named in the result; the import
// fails only when none does. The lists are fetched first, so that the page can
// offer the release of their season before any is read.
import type { BcpEvent, BcpListEntry } from '@scrolldex/contract';
import {
  addFolderToLibrary,
  addListToLibrary,
  defaultImportName,
  findOrCreateFolder,
  importToList,
  moveListToFolder,
  parseEventLists,
  type GameData,
} from '@scrolldex/rules';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';

import { useScrolldexClient } from '../../shared/scrolldex-client-provider';
import { loadedLibraryWhenReadyAtom, saveListAtom, updateLibraryAtom } from '../../state/lists';
import { useBcpAccessToken } from './use-bcp-access-token';

export type EventImport = { folderName: string; imported: number; skipped: string[] };
/** The engine's refusal (no list of the event parsed, a folder name it cannot take) is a value; a failed call throws. */
export type EventImportOutcome = { ok: true; value: EventImport } | { ok: false; message: string };

export type EventImporter = {
  /** The event's entries from BCP; throws when the call fails. */
  fetchLists: (event: BcpEvent) => Promise<BcpListEntry[]>;
  /** Reads `entries` with `data` and saves each list, pinned to `dataRef` when given (null: the app's data). */
  importLists: (event: BcpEvent, entries: readonly BcpListEntry[], data: GameData | null, dataRef: string | null) => Promise<EventImportOutcome>;
};

export function useImportEvent(): EventImporter {
  const client = useScrolldexClient();
  const accessToken = useBcpAccessToken();
  const save = useSetAtom(saveListAtom);
  const update = useSetAtom(updateLibraryAtom);
  const loadedLibrary = useSetAtom(loadedLibraryWhenReadyAtom);
  const fetchLists = useCallback(async (event: BcpEvent) => client.bcpEventLists(await accessToken(), event.id), [accessToken, client]);
  const importLists = useCallback<EventImporter['importLists']>(
    async (event, entries, data, dataRef) => {
      const parsed = parseEventLists(entries, data);
      if (!parsed.ok) return { ok: false, message: parsed.errors[0]!.message };
      const now = Date.now();
      const { folders } = await loadedLibrary();
      const found = findOrCreateFolder(event.name, folders, { id: crypto.randomUUID(), now, random: Math.random() });
      if (!found.ok) return { ok: false, message: found.errors[0]!.message };
      const { folder, created } = found.value;
      if (created) update((library) => addFolderToLibrary(library, folder, now));
      const skipped = parsed.value.warnings.map((warning) => warning.message);
      let imported = 0;
      for (const { playerName, parsed: text } of parsed.value.lists) {
        const name = defaultImportName({ name: playerName, faction: text.list.faction });
        const made = importToList(text.list, { id: crypto.randomUUID(), now, name, locked: true, dataRef });
        if (!made.ok) {
          skipped.push(`Skipped the list of ${playerName}: ${made.errors[0]!.message}`);
          continue;
        }
        const list = made.value;
        save(list);
        update((library) =>
          moveListToFolder(addListToLibrary(library, library.lists.find((item) => item.id === list.id) ?? list, now), list.id, folder.id, now),
        );
        imported += 1;
      }
      return { ok: true, value: { folderName: folder.name, imported, skipped } };
    },
    [loadedLibrary, save, update],
  );
  return useMemo(() => ({ fetchLists, importLists }), [fetchLists, importLists]);
}
