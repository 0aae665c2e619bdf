// A player's victory points of one battle round, each change applied at once:
// objectives held, the battle tactic (one of the list's two cards, its kind,
// attempted or completed, and what completing it scored), anything else by hand.
import {
  BATTLE_TACTIC_MODES,
  BATTLE_TACTIC_STATUSES,
  lastTacticPoints,
  roundVictoryPoints,
  type BattleTacticScore,
  type Game,
  type Player,
  type VictoryPointParts,
} from '@scrolldex/rules';

import { ChoiceButtons } from './choice-buttons';
import { ScoreStepper } from './score-stepper';
import type { PlayGame } from './use-game-play';
import styles from './victory-points-editor.module.css';

/** The opponent's cards are not in the game: their tactic is kept under this name. */
const OPPONENT_CARD = 'Battle tactic';

const STATUS_OPTIONS = [
  { value: 'none', label: 'None' },
  ...BATTLE_TACTIC_STATUSES.map((status) => ({ value: status, label: status === 'attempted' ? 'Attempted' : 'Completed' })),
] as const;
const MODE_OPTIONS = BATTLE_TACTIC_MODES.map((mode) => ({ value: mode, label: mode }));

type Props = { game: Game; player: Player; round: number; play: PlayGame };

export function VictoryPointsEditor({ game, player, round, play }: Props) {
  const parts = game.rounds[round - 1]!.victoryPoints[player];
  const set = (next: Partial<VictoryPointParts>) => play({ type: 'setVictoryPoints', player, round, parts: next });
  const tactic = parts.battleTactic;
  const cards = player === 'me' ? game.list.battleTacticCards : [OPPONENT_CARD];
  const setTactic = (next: Partial<BattleTacticScore>) => {
    const merged: BattleTacticScore = { ...(tactic ?? { card: cards[0]!, tactic: 'Affray', status: 'attempted', points: 0 }), ...next };
    // A new tactic, or another kind of it, starts from what that kind last scored in this game.
    if (next.points === undefined && (!tactic || next.tactic)) merged.points = lastTacticPoints(game, player, merged.tactic, round) ?? merged.points;
    set({ battleTactic: merged });
  };
  return (
    <div className={styles.editor}>
      <ScoreStepper label="Objectives" value={parts.objectives} onStep={(step) => set({ objectives: parts.objectives + step })} />
      <div className={styles.tactic}>
        <p className={styles.heading}>Battle tactic</p>
        {cards.length === 0 ? (
          <p className={styles.note}>This list has no battle tactic cards.</p>
        ) : (
          <ChoiceButtons
            label="Battle tactic"
            options={STATUS_OPTIONS}
            value={tactic?.status ?? 'none'}
            onChoose={(status) => (status === 'none' ? set({ battleTactic: null }) : setTactic({ status }))}
          />
        )}
        {tactic && (
          <>
            {cards.length > 1 && (
              <ChoiceButtons
                label="Card"
                options={cards.map((card) => ({ value: card, label: card }))}
                value={tactic.card}
                onChoose={(card) => setTactic({ card })}
              />
            )}
            <ChoiceButtons label="Tactic" options={MODE_OPTIONS} value={tactic.tactic} onChoose={(mode) => setTactic({ tactic: mode })} />
            {tactic.status === 'completed' && (
              <ScoreStepper label="Tactic points" value={tactic.points} onStep={(step) => setTactic({ points: tactic.points + step })} />
            )}
          </>
        )}
      </div>
      <ScoreStepper label="Other points" value={parts.other} onStep={(step) => set({ other: parts.other + step })} />
      <p className={styles.total}>
        Battle round {round}: <strong>{roundVictoryPoints(parts)} VP</strong>
      </p>
    </div>
  );
}
