// A toast for a list edit the player may regret (a removal, a fix), with Undo.
import { useCallback } from 'react';

import { useToast } from './use-toast';
import { useListUndo } from '../state/lists';

export function useUndoToast(listId: string): (text: string) => void {
  const toast = useToast();
  const { undo } = useListUndo(listId);
  return useCallback((text: string) => toast(text, 'info', { label: 'Undo', run: () => void undo() }), [toast, undo]);
}
