// The Path to Glory corner of the Lists tab: '+ New Roster', and what a
// roster is while there is none. The rosters themselves are shown, searched,
// foldered and dragged with the lists (lists-tab.tsx, roster-row.tsx).
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';

import { gameDataAtom, heldGameDataAtom } from '../../state/game-data';
import { createRosterAtom, useRosters } from '../../state/rosters';
import { useWantWholeGameData } from '../../state/whole-game-data';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { RosterNameDialog } from './roster-name-dialog';
import styles from './rosters.module.css';

export function RostersSection() {
  const rosters = useRosters();
  // A new roster picks from every army and campaign: the whole data comes to the page only when one is made.
  const held = useAtomValue(heldGameDataAtom) !== null;
  const data = useAtomValue(gameDataAtom);
  const createRoster = useSetAtom(createRosterAtom);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  useWantWholeGameData(creating);

  return (
    <section aria-labelledby="campaign-rosters" className={styles.section}>
      <div className={styles.top}>
        <h2 id="campaign-rosters" className={styles.heading}>
          Campaign Rosters
        </h2>
        <Button variant="primary" onClick={() => setCreating(true)} disabled={!(held || data) || rosters === undefined}>
          + New Roster
        </Button>
      </div>
      {rosters?.length === 0 ? (
        <EmptyState title="You have no campaign rosters yet.">
          A Path to Glory roster keeps your Order of Battle, its renown, paths and battle scars, battle after battle.
        </EmptyState>
      ) : (
        rosters !== undefined && <p className={styles.note}>Your rosters sit with your lists above: search them, and drag them into folders.</p>
      )}
      {creating && data && (
        <RosterNameDialog
          open
          onOpenChange={(open) => !open && setCreating(false)}
          data={data}
          initialName=""
          onSave={(fields) => {
            const id = createRoster(fields);
            setCreating(false);
            if (id) void navigate({ to: '/roster/$id', params: { id } });
          }}
        />
      )}
    </section>
  );
}
