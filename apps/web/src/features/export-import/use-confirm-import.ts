// Confirm Import: the parsed list saved as a new list, first in the library,
// then the builder replaces the import route.
import { addListToLibrary, importToList, type ImportedList } from '@scrolldex/rules';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { useToast } from '../../shared/use-toast';
import { saveListAtom, updateLibraryAtom } from '../../state/lists';

/** Saves the import under the confirmed name (pinned to `dataRef` when given); returns the refusal sentence when the name is invalid. */
export function useConfirmImport(): (imported: ImportedList, name: string, dataRef?: string | null) => string | null {
  const save = useSetAtom(saveListAtom);
  const updateLibrary = useSetAtom(updateLibraryAtom);
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (imported, name, dataRef = null) => {
      const now = Date.now();
      const created = importToList(imported, { id: crypto.randomUUID(), now, name, dataRef });
      if (!created.ok) return created.errors[0]!.message;
      const list = created.value;
      save(list);
      updateLibrary((library) => addListToLibrary(library, library.lists.find((item) => item.id === list.id) ?? list, now));
      toast(`Imported ${list.name}`);
      void navigate({ to: '/list/$id', params: { id: list.id }, replace: true });
      return null;
    },
    [navigate, save, toast, updateLibrary],
  );
}
