// The battle view while a game runs: the game's phase leads (the
// header names its round and turn, Previous and Next move it), the list's
// abilities of that phase with their ticks and command buttons, the
// opponent's side beside them, a mustered list's Path to Glory units (folded)
// under them, and at the thumb's reach the game bar (both
// players' command and victory points, the big Next turn) over the phase
// buttons. The screen stays awake while the game runs, where the browser allows.
import { nextTurnPosition, type ArmyList, type Game, type GameData, type Player } from '@scrolldex/rules';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

import { useLaterParts } from '../../shared/use-later-parts';
import { EndGameDialog, FirstPlayerSheet, GameBar, GamePlayProvider, OpponentSheet, PlayerSheet, type TurnStep, useGamePlay, useWakeLock } from '../games';
import { GameDataGate } from '../unit';
import { MusteredUnitsPanel } from '../rosters';
import { BattleBottomBar } from './battle-bottom-bar';
import styles from './battle-view-page.module.css';
import { OpponentSection } from './opponent-section';
import { PhaseContent } from './phase-content';
import { PhaseHeader } from './phase-header';
import { FIRST_ROWS, phaseRows, ROWS_PER_SLICE } from './phase-rows';
import { useBattleView } from './use-battle-view';
import { useGamePhaseNavigation } from './use-game-phase-navigation';

/** What the screen asks over the battle view, one at a time. */
export type GameSheet = { kind: 'player'; player: Player } | { kind: 'firstPlayer' } | { kind: 'end' } | { kind: 'opponent' } | null;

function turnStep(game: Game): TurnStep {
  if (nextTurnPosition(game.position) === null) return 'endGame';
  return game.position.turn === 0 && game.rounds[game.position.round - 1]?.firstPlayer == null ? 'chooseFirstPlayer' : 'nextTurn';
}

type Props = { list: ArmyList; data: GameData; game: Game; sheet: GameSheet; onSheet: (sheet: GameSheet) => void };

export function GameBattleScreen({ list, data, game, sheet, onSheet }: Props) {
  const view = useBattleView(list, data, { inGame: true });
  const play = useGamePlay(game.id);
  const navigate = useNavigate();
  const navigation = useGamePhaseNavigation(view, game, play, {
    onFirstPlayerNeeded: () => onSheet({ kind: 'firstPlayer' }),
    onGameOver: () => onSheet({ kind: 'end' }),
  });
  useWakeLock(true);
  const { round, turn, phase } = game.position;
  // Each phase of the game starts at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [round, turn, phase]);
  const step = turnStep(game);
  const onStep = () => {
    if (step === 'endGame') return onSheet({ kind: 'end' });
    if (step === 'chooseFirstPlayer') return onSheet({ kind: 'firstPlayer' });
    play({ type: 'nextTurn' });
  };
  const { current } = navigation;
  // Opened afresh, the phase's name shows first, its first cards in the render after, the cards below them a slice per frame.
  const rows = useLaterParts(current ? phaseRows(current) : 0, { first: FIRST_ROWS, slice: ROWS_PER_SLICE });
  const theirList = game.opponent.list?.kind === 'list' ? game.opponent.list.list : null;
  return (
    <GamePlayProvider game={game}>
      <div className={[styles.screen, styles.inGame].join(' ')}>
        <PhaseHeader navigation={navigation} />
        <div className={theirList ? styles.sides : undefined}>
          <div className={styles.mine}>
            {current ? (
              <PhaseContent key={current.phase} phaseView={current} list={list} data={data} rows={rows} />
            ) : (
              <p className={styles.nothing}>Nothing in your list acts in the {navigation.phase}.</p>
            )}
            <MusteredUnitsPanel list={list} data={data} startOpen={false} />
          </div>
          {theirList && navigation.phaseView && (
            <aside className={styles.theirs} aria-label="Opponent">
              {/* Their list is read with its own army's data (as its battle view would be), which the screen waits for here alone. */}
              <GameDataGate dataRef={list.dataRef} army={theirList.faction} fallback={(body) => body}>
                {(everyArmy) => <OpponentSection opponent={game.opponent} data={everyArmy} phase={phase} />}
              </GameDataGate>
            </aside>
          )}
        </div>
        <BattleBottomBar
          navigation={navigation}
          above={<GameBar game={game} step={step} onStep={onStep} onOpenPlayer={(player) => onSheet({ kind: 'player', player })} />}
        />
      </div>
      {sheet?.kind === 'player' && <PlayerSheet game={game} player={sheet.player} play={play} onClose={() => onSheet(null)} />}
      {sheet?.kind === 'opponent' && (
        <GameDataGate dataRef={list.dataRef} fallback={(body) => body}>
          {(everyArmy) => <OpponentSheet game={game} data={everyArmy} play={play} onClose={() => onSheet(null)} />}
        </GameDataGate>
      )}
      {sheet?.kind === 'firstPlayer' && (
        <FirstPlayerSheet
          game={game}
          onChoose={(player) => {
            onSheet(null);
            play({ type: 'nextTurn', firstPlayer: player });
          }}
          onClose={() => onSheet(null)}
        />
      )}
      {sheet?.kind === 'end' && (
        <EndGameDialog
          game={game}
          onEnd={() => {
            if ('applied' in play({ type: 'endGame' })) void navigate({ to: '/list/$id/games/$gameId', params: { id: list.id, gameId: game.id } });
          }}
          onClose={() => onSheet(null)}
        />
      )}
    </GamePlayProvider>
  );
}
