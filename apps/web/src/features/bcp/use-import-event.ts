// Importing an event: every
// player's list of the event, each named after its player and locked, in a
// folder named after the event (the existing one of that name, else a new one).
// A list that does not parse is skipped and named in the result; the import
// fails only when none does.
import type { BcpEvent } from '@scrolldex/contract';
import { addFolderToLibrary, addListToLibrary, defaultImportName, findOrCreateFolder, importToList, moveListToFolder, parseEventLists } from '@scrolldex/rules';
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';

import { useScrolldexClient } from '../../app/scrolldex-client-provider';
import { gameDataAtom } from '../../state/game-data';
import { loadedLibraryWhenReadyAtom, saveListAtom, updateLibraryAtom } from '../../state/lists';
import { useBcpAccessToken } from './use-bcp-access-token';

export type EventImport = { folderName: string; imported: number; skipped: string[] };
/** The engine's refusal (no list of the event parsed, a folder name it cannot take) is a value; a failed call throws. */
export type EventImportOutcome = { ok: true; value: EventImport } | { ok: false; message: string };

export function useImportEvent(): (event: BcpEvent) => Promise<EventImportOutcome> {
  const client = useScrolldexClient();
  const accessToken = useBcpAccessToken();
  const store = useStore();
  const save = useSetAtom(saveListAtom);
  const update = useSetAtom(updateLibraryAtom);
  const loadedLibrary = useSetAtom(loadedLibraryWhenReadyAtom);
  return useCallback(
    async (event) => {
      const entries = await client.bcpEventLists(await accessToken(), event.id);
      const parsed = parseEventLists(entries, store.get(gameDataAtom));
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
        const made = importToList(text.list, { id: crypto.randomUUID(), now, name, locked: true });
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
    [accessToken, client, loadedLibrary, save, store, update],
  );
}
