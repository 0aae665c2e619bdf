// The control on an ability card while a game runs: a tick for a limited
// ability ('Used', cleared when its turn or phase is over, kept for the battle
// when once per battle), one tap to use a command (its command points spent,
// with Undo in the toast). Outside a game it renders nothing. The card dims
// through its data-used attribute (features/abilities).
import { commandPointsInHand, isAbilityUsed, isLimited, type BattleAbility, type Player } from '@scrolldex/rules';
import { useSetAtom } from 'jotai';
import { Check, Square, SquareCheck, Zap } from 'lucide-react';

import { addToastAtom } from '../../state/toasts';
import styles from './ability-use.module.css';
import { useGamePlayContext, type GamePlay } from './game-play-context';

type Props = { entry: BattleAbility; player: Player };

export function AbilityUse({ entry, player }: Props) {
  const context = useGamePlayContext();
  if (!context) return null;
  if (entry.ability.cost !== null) return <CommandUse entry={entry} player={player} context={context} />;
  return isLimited(entry.frequency) ? <AbilityTick entry={entry} player={player} context={context} /> : null;
}

/** Each unit keeps its own uses of an ability it has (a warscroll's section names it); the army's are the army's. */
function holderOf(entry: BattleAbility): string | null {
  if (entry.frequency.per === 'army') return null;
  return entry.source.kind === 'unit' ? entry.source.name : null;
}

function AbilityTick({ entry, player, context: { game, play } }: Props & { context: GamePlay }) {
  const { ability } = entry;
  const holder = holderOf(entry);
  const used = isAbilityUsed(game, player, ability.id, holder);
  const toggle = () => play(used ? { type: 'untickAbility', player, abilityId: ability.id, holder } : { type: 'tickAbility', player, ability, holder });
  return (
    <button type="button" className={styles.use} aria-pressed={used} aria-label={`Used: ${ability.name}`} data-used={used} onClick={toggle}>
      {used ? <SquareCheck size={22} aria-hidden="true" /> : <Square size={22} aria-hidden="true" />}
      <span>Used</span>
    </button>
  );
}

function CommandUse({ entry, player, context: { game, play } }: Props & { context: GamePlay }) {
  const addToast = useSetAtom(addToastAtom);
  const { ability } = entry;
  const cost = ability.cost ?? 0;
  const used = isLimited(entry.frequency) && isAbilityUsed(game, player, ability.id);
  const undo = () => play({ type: 'undoSpend', player, commandId: ability.id });
  const use = () => {
    const outcome = play({ type: 'useCommand', player, command: ability });
    if (!('applied' in outcome)) return;
    const left = commandPointsInHand(outcome.applied, player);
    addToast({ text: `${ability.name}: ${cost} CP spent, ${left} left.`, tone: 'info', action: { label: 'Undo', run: undo } });
  };
  return (
    <button
      type="button"
      className={[styles.use, styles.command].join(' ')}
      aria-pressed={used}
      // The name holds the words the button shows ('1 CP', then 'Used'): voice control finds it by them.
      aria-label={`Use ${ability.name}, ${cost} CP${used ? ': Used' : ''}`}
      data-used={used}
      onClick={used ? undo : use}
    >
      {used ? <Check size={20} aria-hidden="true" /> : <Zap size={20} aria-hidden="true" />}
      <span>{used ? 'Used' : `${cost} CP`}</span>
    </button>
  );
}
