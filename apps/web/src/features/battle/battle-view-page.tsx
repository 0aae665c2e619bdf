// The battle view of a list: one phase per
// screen, its name large over the phase's colour, Previous and Next at the
// thumb's reach, the toggle to Passives & Reactions, settings in the top bar.
// 'New game' starts a game of the list; while one runs, the view follows it
// (game-battle-screen.tsx).
import type { ArmyList, GameData } from '@scrolldex/rules';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { Settings } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';

import { preloadWhenIdle } from '../../data/foreground-loads';
import { lazyWithRetry } from '../../shared/lazy-with-retry';
import { Page } from '../../shared/page';
import { useLaterParts, usePartsDue } from '../../shared/use-later-parts';
import { useRunningGame } from '../../state/games';
import { useList } from '../../state/lists';
import { IconButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { GameStartBar } from '../games';
import { ListsLoading } from '../../shared/lists-loading';
import { PrintButton } from './print-button';
import { GameDataGate } from '../unit';
import { BattleBottomBar } from './battle-bottom-bar';
import { loadUnitWeapons } from './battle-section-body';
import styles from './battle-view-page.module.css';
import type { GameSheet } from './game-battle-screen';
import { MusteredUnitsPanel } from '../rosters';
import { PhaseContent } from './phase-content';
import { PhaseHeader } from './phase-header';
import { FIRST_ROWS, phaseRows, ROWS_PER_SLICE } from './phase-rows';
import { useBattleView, useBattleViewBuilt } from './use-battle-view';
import { usePhaseNavigation } from './use-phase-navigation';

// A running game's screen and menu (its sheets, its bar, the opponent's list) are no part of the battle view of a list
// with no game running, which a phone waited on while their code downloaded: they load when a game runs.
const GameBattleScreen = lazyWithRetry(() => import('./game-battle-screen'), 'GameBattleScreen');
const GameMenu = lazyWithRetry(() => import('./game-menu'), 'GameMenu');

export function BattleViewPage() {
  const { id } = useParams({ from: '/list/$id/battle' });
  const list = useList(id);
  // Whether the page opened before the saved lists were read (the app opened here): their read is an update React
  // renders in one go, which then need not build the list's view as well.
  const [openedBeforeRead] = useState(() => list === undefined);
  const game = useRunningGame(id);
  const [sheet, setSheet] = useState<GameSheet>(null);
  const navigate = useNavigate();
  // While a game runs, its menu holds Print and the Battle Settings too.
  const settings = game ? (
    <Suspense fallback={null}>
      <GameMenu listId={id} onSheet={setSheet} />
    </Suspense>
  ) : (
    <>
      <PrintButton listId={id} />
      <IconButton label="Battle Settings" tone="onHeader" onClick={() => void navigate({ to: '/list/$id/battle/settings', params: { id } })}>
        <Settings size={22} />
      </IconButton>
    </>
  );
  if (list === undefined) {
    return (
      <Page title="Battle View">
        <ListsLoading />
      </Page>
    );
  }
  if (!list) {
    return (
      <Page title="Battle View">
        <EmptyState title="This list does not exist." action={<Link to="/">Back to your lists</Link>}>
          It may have been deleted, or it was saved on another device.
        </EmptyState>
      </Page>
    );
  }
  return (
    <GameDataGate
      dataRef={list.dataRef}
      army={list.faction}
      fallback={(body) => (
        <Page title={list.name} subtitle={list.faction}>
          {body}
        </Page>
      )}
    >
      {(data) => (
        <Page title={list.name} subtitle={list.faction} actions={settings}>
          {!data.armies[list.faction] ? (
            <EmptyState
              title={`The game data has no army named '${list.faction}'.`}
              action={
                <Link to="/list/$id" params={{ id }}>
                  Back to the list
                </Link>
              }
            >
              Choose another data source in Settings, or change the list's faction.
            </EmptyState>
          ) : game ? (
            <Suspense fallback={null}>
              <GameBattleScreen list={list} data={data} game={game} sheet={sheet} onSheet={setSheet} />
            </Suspense>
          ) : (
            <BattleScreen list={list} data={data} afterFirstCommit={openedBeforeRead} />
          )}
        </Page>
      )}
    </GameDataGate>
  );
}

/**
 * With `afterFirstCommit`, opened afresh, the page's header commits first, in the update that read the saved lists
 * (one React renders in one go), and the battle view is built after it, a few steps a task (useBattleViewBuilt), then
 * rendered in a render the browser can interrupt: building a 2,000-point list's view beside the page's first render
 * held a phone's main thread (CPU 4x) for one long task. Opened from the builder, the lists already read, it is built
 * at once: deferred, it opened 250 ms later. Come back to through history, it is built at once, for its scroll position.
 */
function BattleScreen({ afterFirstCommit, ...props }: { list: ArmyList; data: GameData; afterFirstCommit: boolean }) {
  const { sliced, due } = usePartsDue();
  const built = useBattleViewBuilt(props.list, props.data, afterFirstCommit && sliced);
  return (due && built) || !afterFirstCommit ? <BuiltBattleScreen {...props} /> : null;
}

function BuiltBattleScreen({ list, data }: { list: ArmyList; data: GameData }) {
  const view = useBattleView(list, data);
  const navigation = usePhaseNavigation(view);
  const { current, phaseView } = navigation;
  // Opened afresh, the phase's name and its controls show first, its first cards in the render after, the cards below them a slice per frame.
  const total = current ? phaseRows(current) : 0;
  const rows = useLaterParts(total, { first: FIRST_ROWS, slice: ROWS_PER_SLICE });
  useEffect(() => {
    // The tables' code, once the phase's last slice is on screen.
    if (rows >= total) preloadWhenIdle([loadUnitWeapons]);
  }, [rows, total]);
  return (
    <div className={styles.screen}>
      <PhaseHeader navigation={navigation} />
      <GameStartBar list={list} />
      <MusteredUnitsPanel list={list} data={data} />
      {current ? (
        <PhaseContent key={current.phase} phaseView={current} list={list} data={data} rows={rows} />
      ) : (
        <EmptyState
          title={phaseView ? 'Nothing in this list acts in a phase yet.' : 'No passive abilities or reactions in this list.'}
          action={
            <Link to="/list/$id" params={{ id: list.id }}>
              Open the list
            </Link>
          }
        >
          Add units to the list and they appear here, phase by phase.
        </EmptyState>
      )}
      <BattleBottomBar navigation={navigation} />
    </div>
  );
}
