// 'Log a Battle': the date, the opponent, the result, the glory gained and
// each unit's renown gained and the battle scars it took; the engine's
// logBattle applies it. Logging a game played at the table, the game fills in
// its day, opponent and result, and its score goes with the entry.
import {
  BATTLE_RESULTS,
  type BattleFromGame,
  type BattleLogEntry,
  type BattleResult,
  type CampaignContext,
  type CampaignRoster,
  type ScarTaken,
} from '@scrolldex/rules';
import { useState, type FormEvent } from 'react';

import { Button } from '../../ui/button';
import { Counter } from '../../ui/counter';
import { Select } from '../../ui/select';
import { Sheet } from '../../ui/sheet';
import { TextField } from '../../ui/text-field';
import { RESULT_LABELS } from './roster-words';
import { ScarChips } from './scar-chips';
import styles from './roster-page.module.css';

const OPPONENT_MAX_LENGTH = 200;

/** Today on the player's clock, 'YYYY-MM-DD'. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

type Props = {
  roster: CampaignRoster;
  context: CampaignContext;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLog: (entry: BattleLogEntry) => void;
  /** The finished game at the table being logged, if any. */
  fromGame?: BattleFromGame | null;
};

export function LogBattleSheet({ roster, context, open, onOpenChange, onLog, fromGame = null }: Props) {
  const [date, setDate] = useState(() => fromGame?.date ?? today());
  const [opponent, setOpponent] = useState(fromGame?.opponent ?? '');
  const [result, setResult] = useState<BattleResult>(fromGame?.result ?? 'win');
  const [glory, setGlory] = useState(0);
  const [renown, setRenown] = useState<Record<string, number>>({});
  const [scars, setScars] = useState<ScarTaken[]>([]);
  const scarsOf = (unit: string) => scars.filter((taken) => taken.unit === unit).map((taken) => taken.scar);
  const removeScar = (unit: string, index: number) => {
    const taken = scars.filter((entry) => entry.unit === unit)[index];
    setScars((current) => current.filter((entry) => entry !== taken));
  };
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validDate) return;
    const opponentName = opponent.trim().slice(0, OPPONENT_MAX_LENGTH);
    onLog({
      id: crypto.randomUUID(),
      date,
      opponent: opponentName,
      result,
      glory,
      renown,
      scars,
      gameId: fromGame?.gameId ?? null,
      score: fromGame?.score ?? null,
    });
  };
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Log a Battle"
      description={roster.name}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="primary" type="submit" form="log-battle-form" disabled={!validDate}>
            Log Battle
          </Button>
        </>
      }
    >
      <form id="log-battle-form" className={styles.logForm} onSubmit={submit}>
        {fromGame?.score && (
          <p className={styles.muted}>
            From your game: {fromGame.score.me}–{fromGame.score.opponent}. Add the glory, renown and scars it gave.
          </p>
        )}
        <div className={styles.fieldRow}>
          <TextField label="Date" type="date" value={date} onValueChange={setDate} error={validDate ? null : 'Choose the day of the battle.'} required />
          <Select
            label="Result"
            value={result}
            options={BATTLE_RESULTS.map((value) => ({ value, label: RESULT_LABELS[value] }))}
            onChange={(value) => setResult((value as BattleResult | null) ?? 'win')}
          />
        </div>
        <TextField label="Opponent" value={opponent} onValueChange={setOpponent} maxLength={OPPONENT_MAX_LENGTH} placeholder="Their name or army" />
        <div className={styles.stepRow}>
          <span className={styles.stepName}>Glory points gained</span>
          <Counter label="Glory points gained" value={glory} max={20} onChange={setGlory} />
        </div>
        <fieldset className={styles.renownFieldset}>
          <legend className={styles.label}>Renown gained and battle scars taken</legend>
          {roster.units.length === 0 && <p className={styles.muted}>The Order of Battle has no units yet.</p>}
          {roster.units.map((unit) => (
            <div key={unit.id} className={styles.logUnit}>
              <div className={styles.stepRow}>
                <span className={styles.stepName}>{unit.name}</span>
                <Counter
                  label={`Renown gained by ${unit.name}`}
                  value={renown[unit.id] ?? 0}
                  max={20}
                  onChange={(points) => setRenown((current) => ({ ...current, [unit.id]: points }))}
                />
              </div>
              <ScarChips
                context={context}
                unitName={unit.name}
                scars={scarsOf(unit.id)}
                onAdd={(scar) => setScars((current) => [...current, { unit: unit.id, scar }])}
                onRemove={(_scar, index) => removeScar(unit.id, index)}
              />
            </div>
          ))}
        </fieldset>
      </form>
    </Sheet>
  );
}
