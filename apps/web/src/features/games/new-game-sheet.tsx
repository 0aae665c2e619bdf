// 'New game' from a list's battle view: who the list plays against (name,
// army and list, all optional), the battleplan, and who took the first turn.
// The game starts in the Deployment Phase and the battle view follows it.
import { readOpponentList, type ArmyList, type GameData, type Player } from '@scrolldex/rules';
import { useSetAtom } from 'jotai';
import { Play } from 'lucide-react';
import { useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { startGameAtom } from '../../state/games';
import { useListedArmies } from '../../state/listed-armies';
import { useGameDataOf } from '../../state/release-data';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { TextField } from '../../ui/text-field';
import { ChoiceButtons } from './choice-buttons';
import { gameActionSentence } from './game-words';
import styles from './new-game-sheet.module.css';
import { EMPTY_OPPONENT, OpponentFields, type OpponentDraft } from './opponent-fields';

type Props = {
  list: ArmyList;
  /** The list's own army's data: a game whose opponent gave no list starts with it. */
  data: GameData;
  onClose: () => void;
  /** Told once the game has started, before the sheet closes. */
  onStarted?: () => void;
};

export function NewGameSheet({ list, data: listData, onClose, onStarted }: Props) {
  const [opponent, setOpponent] = useState<OpponentDraft>(EMPTY_OPPONENT);
  // Their pasted list may be of any army: every army's data comes once there is one to read, and Start waits for it.
  const theirs = opponent.list.trim() !== '';
  const every = useGameDataOf(list.dataRef, theirs ? null : list.faction).data;
  const data = theirs ? every : listData;
  const armies = useListedArmies(list.dataRef) ?? listData;
  const [battleplan, setBattleplan] = useState('');
  const [firstPlayer, setFirstPlayer] = useState<Player | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useSetAtom(startGameAtom);
  const toast = useToast();
  const submit = () => {
    if (!firstPlayer || !data) return;
    const theirs = readOpponentList(opponent.list, data, { id: crypto.randomUUID(), now: Date.now() });
    const started = start({
      setup: { opponentName: opponent.name, opponentArmy: opponent.army, opponentList: theirs.list, battleplan, firstPlayer },
      list,
      data,
    });
    if ('errors' in started) {
      setError(gameActionSentence(started.errors[0]!));
      return;
    }
    if (theirs.problem) toast(`Their list could not be read: ${theirs.problem.message} It is kept as text.`, 'error');
    onStarted?.();
    onClose();
  };
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title="New game"
      description={`${list.name} starts in the Deployment Phase; the battle view follows the game.`}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" icon={<Play size={18} aria-hidden="true" />} disabled={!firstPlayer || !data} onClick={submit}>
            Start game
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <OpponentFields
          draft={opponent}
          onChange={setOpponent}
          armies={armies}
          listHint={theirs && !every ? "Loading every army's data to read their list..." : undefined}
        />
        <TextField
          label="Battleplan"
          value={battleplan}
          onValueChange={setBattleplan}
          maxLength={100}
          autoComplete="off"
          hint="Its name, as the battle pack gives it."
        />
        <div className={styles.first}>
          <p className={styles.label} aria-hidden="true">
            Who took the first turn?
          </p>
          <ChoiceButtons
            label="Who took the first turn?"
            options={[
              { value: 'me', label: 'You' },
              { value: 'opponent', label: opponent.name.trim() || 'Opponent' },
            ]}
            value={firstPlayer}
            onChoose={setFirstPlayer}
          />
          {!firstPlayer && <p className={styles.hint}>Choose who took the first turn to start.</p>}
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </Sheet>
  );
}
