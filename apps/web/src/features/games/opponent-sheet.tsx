// The opponent of a running game, changed at the table: their name, army and
// list (pasted or an import link, read by the engine; a list read as one of
// ours also tells the game their auxiliary units and whether they left points
// unspent, for the command points).
import { armyFactsOf, readOpponentList, type Game, type GameData } from '@scrolldex/rules';
import { useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import styles from './new-game-sheet.module.css';
import { OpponentFields, type OpponentDraft } from './opponent-fields';
import type { PlayGame } from './use-game-play';

type Props = { game: Game; data: GameData; play: PlayGame; onClose: () => void };

export function OpponentSheet({ game, data, play, onClose }: Props) {
  const { opponent } = game;
  const [draft, setDraft] = useState<OpponentDraft>({
    name: opponent.name ?? '',
    army: opponent.army ?? '',
    list: opponent.list?.kind === 'text' ? opponent.list.text : '',
  });
  const toast = useToast();
  const held = opponent.list?.kind === 'list' ? opponent.list.list : null;
  const save = () => {
    const theirs = readOpponentList(draft.list, data, { id: crypto.randomUUID(), now: Date.now() });
    const list = theirs.list ?? (opponent.list?.kind === 'list' ? opponent.list : null);
    const outcome = play({
      type: 'setOpponent',
      opponent: { name: draft.name.trim() || null, army: draft.army.trim() || (list?.kind === 'list' ? list.list.faction : null), list },
      ...(theirs.list?.kind === 'list' && { armyFacts: armyFactsOf(theirs.list.list, data) }),
    });
    if (!('applied' in outcome)) return;
    if (theirs.problem) toast(`Their list could not be read: ${theirs.problem.message} It is kept as text.`, 'error');
    onClose();
  };
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title="Opponent"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={save}>
            Save
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <OpponentFields
          draft={draft}
          onChange={setDraft}
          armies={data}
          listHint={held ? `Their list '${held.name}' (${held.faction}) is in the game. Paste another to replace it.` : undefined}
        />
      </div>
    </Sheet>
  );
}
