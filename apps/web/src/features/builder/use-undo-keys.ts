// Ctrl/Cmd+Z takes back the builder's last list edit, Ctrl/Cmd+Shift+Z (or
// Ctrl+Y) makes it again. In a text field the keys keep their own meaning.
import { useEffect } from 'react';

import type { ListUndo } from '../../state/lists';

function isTextEntry(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);
}

export function useUndoKeys({ undo, redo }: ListUndo, report: (done: 'undo' | 'redo', happened: boolean) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      const wanted = key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' && !event.shiftKey ? 'redo' : null;
      if (!wanted) return;
      event.preventDefault();
      void (wanted === 'undo' ? undo() : redo()).then((happened) => report(wanted, happened));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, report]);
}
