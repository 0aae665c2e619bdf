// The builder's line for a list pinned to a data release: which
// release it uses and its season, and 'Move to current data', which opens the
// report of what would change before anything does.
import type { ArmyList, GameData } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { Pin } from 'lucide-react';
import { Suspense, useState } from 'react';

import { dataRefAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import styles from './pinned-release-note.module.css';
import { lazyWithRetry } from '../../shared/lazy-with-retry';

const MoveToCurrentSheet = lazyWithRetry(() => import('./move-to-current-sheet'), 'MoveToCurrentSheet');

export function PinnedReleaseNote({ list, data }: { list: ArmyList & { dataRef: string }; data: GameData }) {
  const current = useAtomValue(dataRefAtom);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.note} role="note">
      <Pin size={18} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>
        Uses the game data of <strong className={styles.release}>{list.dataRef}</strong> ({data.handbook.name}).
      </p>
      {list.dataRef !== current && (
        <Button size="sm" onClick={() => setOpen(true)} disabled={list.locked} title={list.locked ? 'Unlock the list to move it.' : undefined}>
          Move to current data
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <MoveToCurrentSheet list={list} pinnedData={data} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
