// The faction trackers the engine places in a phase: Blades of Khorne's blood
// tithe points and unlocked Blood Tithe abilities (Start of Turn), Idoneth
// Deepkin's Tidal ability of each battle round (Hero Phase). Kept per list,
// so a reload mid-battle loses nothing; 'New battle' clears them.
import { factionPanelContent, type Army, type FactionPanel as PanelKind, type GameData } from '@scrolldex/rules';
import { useAtom } from 'jotai';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';

import { battleTrackersAtom, EMPTY_TRACKER, type BattleTracker } from '../../state/battle';
import { Button } from '../../ui/button';
import { Counter } from '../../ui/counter';
import { Switch } from '../../ui/switch';
import { RulesText } from '../abilities';
import styles from './faction-panel.module.css';

/** Battle rounds a game of the current battle pack lasts. */
const BATTLE_ROUNDS = 5;

type Props = { panel: PanelKind; listId: string; army: Army; data: GameData };

export function FactionPanel({ panel, listId, army, data }: Props) {
  const titleId = useId();
  const content = factionPanelContent(data, army, panel);
  const [trackers, setTrackers] = useAtom(battleTrackersAtom);
  const tracker = trackers[listId] ?? EMPTY_TRACKER;
  const update = (change: Partial<BattleTracker>) => setTrackers((all) => ({ ...all, [listId]: { ...(all[listId] ?? EMPTY_TRACKER), ...change } }));
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {content.title}
        </h3>
        <Button size="sm" variant="ghost" icon={<RotateCcw size={16} aria-hidden="true" />} onClick={() => update(EMPTY_TRACKER)}>
          New battle
        </Button>
      </header>
      {panel === 'blood-tithe' ? (
        <BloodTithe content={content} tracker={tracker} update={update} />
      ) : (
        <Tides content={content} tracker={tracker} update={update} />
      )}
    </section>
  );
}

type TrackerProps = { content: ReturnType<typeof factionPanelContent>; tracker: BattleTracker; update: (change: Partial<BattleTracker>) => void };

function BloodTithe({ content, tracker, update }: TrackerProps) {
  const toggle = (name: string, unlocked: boolean) =>
    update({ unlocked: unlocked ? [...tracker.unlocked.filter((entry) => entry !== name), name] : tracker.unlocked.filter((entry) => entry !== name) });
  return (
    <>
      <div className={styles.points}>
        <span className={styles.pointsLabel}>Blood tithe points</span>
        <Counter label="Blood tithe points" value={tracker.bloodTithe} onChange={(bloodTithe) => update({ bloodTithe })} />
      </div>
      <div className={styles.rows}>
        {content.abilities.map((ability) => {
          // A cost of 0 is unlocked from the start.
          const free = ability.pointsCost === 0;
          return (
            <Switch
              key={ability.id}
              label={ability.name}
              description={
                free
                  ? 'Unlocked from the start'
                  : `${ability.pointsCost ?? '?'} blood tithe ${ability.pointsCost === 1 ? 'point' : 'points'}${ability.unlockCondition ? ` · ${ability.unlockCondition}` : ''}`
              }
              checked={free || tracker.unlocked.includes(ability.name)}
              disabled={free}
              onCheckedChange={(checked) => toggle(ability.name, checked)}
            />
          );
        })}
      </div>
    </>
  );
}

function Tides({ content, tracker, update }: TrackerProps) {
  const choose = (round: number, name: string) => {
    const tides = Array.from({ length: BATTLE_ROUNDS }, (_, index) => tracker.tides[index] ?? '');
    tides[round] = name;
    update({ tides });
  };
  return (
    <>
      {content.notes.map((note) => (
        <div key={note} className={styles.note}>
          <RulesText text={note} />
        </div>
      ))}
      <div className={styles.rounds}>
        {Array.from({ length: BATTLE_ROUNDS }, (_, round) => (
          <label key={round} className={styles.round}>
            <span className={styles.roundLabel}>Round {round + 1}</span>
            <select className={styles.select} value={tracker.tides[round] ?? ''} onChange={(event) => choose(round, event.target.value)}>
              <option value="">No tide</option>
              {content.abilities.map((ability) => (
                <option key={ability.id} value={ability.name}>
                  {ability.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </>
  );
}
