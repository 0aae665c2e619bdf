// The phase reminder sheet: the battle view on paper. Each phase with the
// list's abilities in it, in the player's section order and with the sections
// the Battle Settings show, a box by each reaction and once-per-battle ability
// to tick as it is used, and the battle tactic cards; two columns, as few
// pages as it takes.
import { BATTLE_TACTIC_MODES, phaseSheet, type ArmyList, type BattleTacticCard, type GameData } from '@scrolldex/rules';
import { useAtom } from 'jotai';
import { useMemo } from 'react';

import { battleCommandsAtom, battleCoreAbilitiesAtom, printTacticCardsAtom, type PaperSize } from '../../state/settings';
import { EmptyState } from '../../ui/empty-state';
import { Switch } from '../../ui/switch';
import { RulesText } from '../abilities';
import { cardSourceLine, useBattleView } from '../battle';
import { PaperSheet } from './paper-sheet';
import { PrintAbility } from './print-ability';
import styles from './phase-sheet-document.module.css';

export function PhaseSheetDocument({ list, data, paper }: { list: ArmyList; data: GameData; paper: PaperSize }) {
  const view = useBattleView(list, data);
  const [tacticCards, setTacticCards] = useAtom(printTacticCardsAtom);
  const [coreAbilities, setCoreAbilities] = useAtom(battleCoreAbilitiesAtom);
  const [commands, setCommands] = useAtom(battleCommandsAtom);
  const phases = useMemo(() => phaseSheet(view, { battleTacticCards: tacticCards }), [view, tacticCards]);
  const options = (
    <>
      <Switch label="Core abilities" description="As in the battle view's settings." checked={coreAbilities} onCheckedChange={setCoreAbilities} />
      <Switch label="Commands" description="As in the battle view's settings." checked={commands} onCheckedChange={setCommands} />
      <Switch label="Battle tactic cards" checked={tacticCards} onCheckedChange={setTacticCards} />
    </>
  );
  if (phases.length === 0) return <EmptyState title="This list has no abilities to print yet." />;
  return (
    <PaperSheet paper={paper} label="Phase reminders" options={options}>
      <header className={styles.head}>
        <h2 className={styles.title}>{list.name}</h2>
        <p className={styles.legend}>
          <span className={styles.box} aria-hidden="true" /> Tick when used: reactions and once-per-battle abilities
        </p>
      </header>
      <div className={styles.phases}>
        {phases.map((phase) => (
          <section key={phase.phase} className={styles.phase} aria-label={phase.phase}>
            <h3 className={styles.phaseName}>{phase.phase}</h3>
            {phase.sections.map((section) => (
              <div key={section.id} className={styles.section}>
                <h4 className={styles.sectionTitle}>{section.title}</h4>
                {section.entries.map((entry) => (
                  <PrintAbility
                    key={entry.ability.id}
                    ability={entry.ability}
                    frequency={entry.frequency}
                    tick={entry.tick}
                    source={entry.usedBy.length > 0 ? cardSourceLine(entry) : undefined}
                  />
                ))}
              </div>
            ))}
            {phase.cards.map((card) => (
              <TacticCard key={card.id} card={card} />
            ))}
          </section>
        ))}
      </div>
    </PaperSheet>
  );
}

function TacticCard({ card }: { card: BattleTacticCard }) {
  return (
    <div className={styles.section} role="group" aria-label={card.name}>
      <h4 className={styles.sectionTitle}>Battle Tactic Card: {card.name}</h4>
      {card.text && <RulesText className={styles.cardText} text={card.text} />}
      {BATTLE_TACTIC_MODES.map((mode) => {
        const tactic = card[mode.toLowerCase() as Lowercase<typeof mode>];
        return (
          <div key={mode} className={styles.tactic}>
            <p>
              <span className={styles.box} aria-hidden="true" /> <strong>{mode}:</strong> {tactic.name}
            </p>
            <RulesText className={styles.cardText} text={tactic.description} />
          </div>
        );
      })}
    </div>
  );
}
