// 'Move to current data': what moving a pinned list to the app's
// data source changes — its points, the costs that changed, and what no
// longer exists and would be removed — and the move itself on Confirm.
import { moveListToData, type ArmyList, type GameData } from '@scrolldex/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';

import { useToast } from '../../shared/use-toast';
import { gameDataAtom } from '../../state/game-data';
import { useWantWholeGameData } from '../../state/whole-game-data';
import { saveListAtom } from '../../state/lists';
import { dataRefAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { Spinner } from '../../ui/spinner';
import styles from './move-to-current-sheet.module.css';

type Props = { list: ArmyList & { dataRef: string }; pinnedData: GameData; open: boolean; onOpenChange: (open: boolean) => void };

export function MoveToCurrentSheet({ list, pinnedData, open, onOpenChange }: Props) {
  useWantWholeGameData(open);
  const current = useAtomValue(gameDataAtom);
  const currentRef = useAtomValue(dataRefAtom);
  const save = useSetAtom(saveListAtom);
  const toast = useToast();
  const moved = useMemo(() => current && moveListToData(list, { from: pinnedData, to: current, dataRef: null, now: Date.now() }), [current, list, pinnedData]);
  const report = moved?.ok ? moved.value : null;

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Move to current data"
      description={`From ${list.dataRef} (${pinnedData.handbook.name}) to ${currentRef}${current ? ` (${current.handbook.name})` : ''}.`}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button
            variant="primary"
            disabled={!report}
            onClick={() => {
              if (!report) return;
              save(report.list);
              onOpenChange(false);
              toast(`Moved ${list.name} to ${currentRef}`);
            }}
          >
            Move
          </Button>
        </>
      }
    >
      {!moved ? (
        <Spinner variant="block" label="Loading game data..." />
      ) : !moved.ok ? (
        <p role="alert" className={styles.error}>
          {moved.errors[0]!.message}
        </p>
      ) : (
        <div className={styles.body}>
          <p className={styles.total}>
            Points: <span className="tabular">{moved.value.points.from}</span> → <span className="tabular">{moved.value.points.to}</span>
          </p>
          <section aria-labelledby="move-removed">
            <h3 id="move-removed" className={styles.heading}>
              No longer in the current data ({moved.value.removed.length})
            </h3>
            {moved.value.removed.length === 0 ? (
              <p className={styles.none}>Everything in the list is still there.</p>
            ) : (
              <ul className={styles.items}>
                {moved.value.removed.map((removal, index) => (
                  <li key={index}>{removal.message}</li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="move-points">
            <h3 id="move-points" className={styles.heading}>
              Points changed ({moved.value.pointsChanges.length})
            </h3>
            {moved.value.pointsChanges.length === 0 ? (
              <p className={styles.none}>No cost changed.</p>
            ) : (
              <ul className={styles.items}>
                {moved.value.pointsChanges.map((change) => (
                  <li key={`${change.kind}:${change.name}`}>{change.message}</li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Sheet>
  );
}
