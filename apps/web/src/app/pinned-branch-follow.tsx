// Asks, once per start for each branch whose data a pinned list brought in,
// whether the branch moved on (state/branch-follow.ts); a branch the server
// could not be asked about is asked again when the device is back online.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';

import { useOnline } from '../shared/use-online';
import { followBranchAtom } from '../state/branch-follow';
import { heldReleaseDataAtom } from '../state/release-data';

export function PinnedBranchFollow() {
  const held = useAtomValue(heldReleaseDataAtom);
  const follow = useSetAtom(followBranchAtom);
  const online = useOnline();
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!online) return;
    for (const ref of Object.keys(held)) {
      if (asked.current.has(ref)) continue;
      asked.current.add(ref);
      void follow(ref).then((answered) => answered || asked.current.delete(ref));
    }
  }, [held, follow, online]);
  return null;
}
