// Copy with a toast: 'Copied!', or why not.
import { useCallback } from 'react';

import { copyText } from '../../shared/copy-text';
import { useToast } from '../../shared/use-toast';

export function useCopy(): (text: string) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      if (await copyText(text)) toast('Copied!');
      else toast('Could not copy: select the text and copy it by hand.', 'error');
    },
    [toast],
  );
}
