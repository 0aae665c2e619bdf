// A campaign roster (/roster/$id): the campaign's tracks (glory,
// the quest and its points, Emberstone and regions where the campaign has
// them), the issues with their one-tap fixes, the Order of Battle unit by
// unit, 'Start a Game' (a list mustered for it, its game logged here when
// over), 'Log a Battle' (and the rank-ups it brings), 'Muster a List', the
// battle log, and 'Copy Text'. Every change is the engine's roster edit, stored at once.
// Opened with ?game=<id> (a finished game of a mustered list), Log a Battle opens filled in from that game.
import {
  battleFromGame,
  buildCampaignContext,
  hasLoggedGame,
  formatRoster,
  validateRoster,
  type BattleLogEntry,
  type CampaignRoster,
  type GameData,
  type RankUp,
  type RosterEdit,
} from '@scrolldex/rules';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { ClipboardCopy, Play, Plus, Swords, Users } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';

import { copyText } from '../../shared/copy-text';
import { Page } from '../../shared/page';
import { useToast } from '../../shared/use-toast';
import { useGame } from '../../state/games';
import { editRosterAtom, logBattleAtom, removeLastBattleAtom, useRoster } from '../../state/rosters';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { GameDataGate } from '../unit';
import { AddUnitSheet } from './add-unit-sheet';
import { BattleLog } from './battle-log';
import { CampaignTracks } from './campaign-tracks';
import { EnhancementsSheet } from './enhancements-sheet';
import { LogBattleSheet } from './log-battle-sheet';
import { MusterSheet, type Mustered } from './muster-sheet';
import { PathAbilitiesSheet } from './path-abilities-sheet';
import { RankUpDialog } from './rank-up-dialog';
import { RosterIssues } from './roster-issues';
import { RosterUnitCard } from './roster-unit-card';
import { campaignName } from './roster-words';
import { StartGameFlow } from './start-game-flow';
import { useSaveMuster } from './use-save-muster';
import styles from './roster-page.module.css';

const TITLE = 'Campaign Roster';

export function RosterPage() {
  const { id } = useParams({ from: '/roster/$id' });
  const roster = useRoster(id);
  if (roster === undefined) {
    return (
      <Page title={TITLE}>
        <Spinner variant="block" label="Loading your rosters..." />
      </Page>
    );
  }
  if (!roster) {
    return (
      <Page title={TITLE}>
        <EmptyState title="This roster does not exist." action={<Link to="/">Back to your lists</Link>}>
          It may have been deleted, or it was saved on another device.
        </EmptyState>
      </Page>
    );
  }
  // Its army's data is enough: the core holds the campaigns.
  return (
    <GameDataGate fallback={(body) => <Page title={roster.name}>{body}</Page>} army={roster.faction}>
      {(data) => <RosterBody roster={roster} data={data} />}
    </GameDataGate>
  );
}

type Sheet =
  | { kind: 'addUnit' }
  | { kind: 'logBattle' }
  | { kind: 'muster' }
  | { kind: 'startGame' }
  | { kind: 'enhancements'; unit: string }
  | { kind: 'abilities'; unit: string }
  | { kind: 'rankUps'; rankUps: RankUp[] };

function RosterBody({ roster, data }: { roster: CampaignRoster; data: GameData }) {
  const editRoster = useSetAtom(editRosterAtom);
  const logBattle = useSetAtom(logBattleAtom);
  const removeLastBattle = useSetAtom(removeLastBattleAtom);
  const saveMuster = useSaveMuster();
  const toast = useToast();
  const navigate = useNavigate();
  const { game: gameId } = useSearch({ from: '/roster/$id' });
  const game = useGame(gameId ?? '');
  const fromGame = useMemo(() => (game && !hasLoggedGame(roster, game.id) ? battleFromGame(game) : null), [game, roster]);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const context = useMemo(() => buildCampaignContext(data, roster), [data, roster]);
  const issues = useMemo(() => validateRoster(roster, data), [roster, data]);
  const onEdit = useCallback((edit: RosterEdit) => editRoster({ id: roster.id, edit }), [editRoster, roster.id]);
  const closeSheet = (open: boolean) => !open && setSheet(null);
  // The game is offered once: logged or not, the address forgets it when the sheet closes.
  const closeGameSheet = (open: boolean) => !open && void navigate({ to: '/roster/$id', params: { id: roster.id }, search: {}, replace: true });

  const onLog = (entry: BattleLogEntry) => {
    const rankUps = logBattle({ id: roster.id, entry, data });
    toast('Battle logged');
    setSheet(rankUps && rankUps.length > 0 ? { kind: 'rankUps', rankUps } : null);
  };
  const onRemoveLastBattle = () => {
    removeLastBattle({ id: roster.id, data });
    toast('Battle removed');
  };
  const onMustered = (mustered: Mustered) => {
    saveMuster(roster, mustered);
    toast('List mustered');
    void navigate({ to: '/list/$id', params: { id: mustered.list.id } });
  };
  const onCopy = async () => toast((await copyText(formatRoster(roster, data))) ? 'Roster copied' : 'Could not copy the roster', 'info');

  const subtitle = `${roster.faction} · ${campaignName(data, roster)}`;
  if (!context) {
    return (
      <Page title={roster.name} subtitle={subtitle}>
        <EmptyState title="This data version does not have the roster's campaign." action={<Link to="/settings">Choose another in Settings</Link>} />
      </Page>
    );
  }
  const abilitiesUnit = sheet?.kind === 'abilities' ? roster.units.find((unit) => unit.id === sheet.unit) : undefined;
  const enhancementsUnit = sheet?.kind === 'enhancements' ? roster.units.find((unit) => unit.id === sheet.unit) : undefined;
  return (
    <Page title={roster.name} subtitle={subtitle}>
      <div className={styles.page}>
        <div className={styles.actions}>
          <Button
            variant="primary"
            icon={<Play size={18} aria-hidden="true" />}
            onClick={() => setSheet({ kind: 'startGame' })}
            disabled={roster.locked || roster.units.length === 0}
          >
            Start a Game
          </Button>
          <Button icon={<Swords size={18} aria-hidden="true" />} onClick={() => setSheet({ kind: 'logBattle' })} disabled={roster.locked}>
            Log a Battle
          </Button>
          <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setSheet({ kind: 'addUnit' })} disabled={roster.locked}>
            Add Unit
          </Button>
          <Button icon={<ClipboardCopy size={18} aria-hidden="true" />} onClick={() => void onCopy()}>
            Copy Text
          </Button>
        </div>
        <CampaignTracks roster={roster} context={context} onEdit={onEdit} />
        <RosterIssues roster={roster} data={data} issues={issues} onEdit={onEdit} />
        <section aria-labelledby="order-of-battle" className={styles.block}>
          <h2 id="order-of-battle" className={styles.blockTitle}>
            Order of Battle
          </h2>
          {roster.units.length === 0 ? (
            <EmptyState title="No units yet." action={<Button onClick={() => setSheet({ kind: 'addUnit' })}>Add a unit</Button>}>
              Add the units of your Order of Battle from the warscrolls of {roster.faction}.
            </EmptyState>
          ) : (
            <div className={styles.units}>
              {roster.units.map((unit) => (
                <RosterUnitCard
                  key={unit.id}
                  unit={unit}
                  warlord={unit.id === roster.warlord}
                  context={context}
                  locked={roster.locked}
                  onEdit={onEdit}
                  onOpenAbilities={() => setSheet({ kind: 'abilities', unit: unit.id })}
                  onOpenEnhancements={() => setSheet({ kind: 'enhancements', unit: unit.id })}
                />
              ))}
            </div>
          )}
        </section>
        {roster.units.length > 0 && (
          <Button icon={<Users size={18} aria-hidden="true" />} onClick={() => setSheet({ kind: 'muster' })} disabled={roster.locked}>
            Muster a List for a Battle
          </Button>
        )}
        <BattleLog roster={roster} onRemoveLast={onRemoveLastBattle} />
      </div>
      {sheet?.kind === 'addUnit' && (
        <AddUnitSheet
          context={context}
          open
          onOpenChange={closeSheet}
          onAdd={(name) => {
            onEdit({ op: 'addUnit', id: crypto.randomUUID(), name });
            toast(`${name} added`);
          }}
        />
      )}
      {sheet?.kind === 'muster' && <MusterSheet roster={roster} data={data} purpose="list" open onOpenChange={closeSheet} onMuster={onMustered} />}
      {sheet?.kind === 'startGame' && <StartGameFlow roster={roster} data={data} onClose={() => setSheet(null)} />}
      {sheet?.kind === 'logBattle' && <LogBattleSheet roster={roster} context={context} open onOpenChange={closeSheet} onLog={onLog} />}
      {fromGame && sheet === null && !roster.locked && (
        <LogBattleSheet
          roster={roster}
          context={context}
          fromGame={fromGame}
          open
          onOpenChange={closeGameSheet}
          onLog={(entry) => {
            onLog(entry);
            closeGameSheet(false);
          }}
        />
      )}
      {sheet?.kind === 'rankUps' && (
        <RankUpDialog rankUps={sheet.rankUps} onChoose={(unit) => setSheet({ kind: 'abilities', unit })} onClose={() => setSheet(null)} />
      )}
      {enhancementsUnit && <EnhancementsSheet roster={roster} unit={enhancementsUnit} context={context} open onOpenChange={closeSheet} onEdit={onEdit} />}
      {abilitiesUnit && <PathAbilitiesSheet unit={abilitiesUnit} context={context} open onOpenChange={closeSheet} onEdit={onEdit} />}
    </Page>
  );
}
