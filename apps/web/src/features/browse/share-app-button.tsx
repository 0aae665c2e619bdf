// Share: only in the installed app, where there is
// no address bar to copy the link from.
import { useAtomValue } from 'jotai';
import { Share2 } from 'lucide-react';
import { useState } from 'react';

import { copyText } from '../../shared/copy-text';
import { useToast } from '../../shared/use-toast';
import { runtimeConfigAtom } from '../../state/game-data';
import { IconButton } from '../../ui/button';

function isStandalone(): boolean {
  if (typeof matchMedia !== 'function') return false;
  return matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function ShareAppButton() {
  const [standalone] = useState(isStandalone);
  const uiUrl = useAtomValue(runtimeConfigAtom)?.uiUrl;
  const toast = useToast();
  if (!standalone) return null;
  const share = async () => {
    const link = new URL('/', uiUrl ?? window.location.origin).href;
    if (await copyText(link)) toast('Link copied to clipboard!');
    else toast('Could not copy the link.', 'error');
  };
  return (
    <IconButton label="Share" tone="onHeader" onClick={() => void share()}>
      <Share2 size={22} aria-hidden="true" />
    </IconButton>
  );
}
