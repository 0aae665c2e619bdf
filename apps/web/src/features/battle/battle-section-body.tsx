// What one battle view section holds: ability cards (each with its source,
// its frequency badge, who brings it when the section does not say, and its
// tick or Use while a game runs), the warscrolls that shoot or fight with
// their weapon table, or the chosen battle tactic cards.
import { BATTLE_TACTIC_MODES, type BattleAbility, type BattleSection, type BattleTacticCard, type CoreRulesData, type Player } from '@scrolldex/rules';
import { Suspense } from 'react';

import { lazyWithRetry } from '../../shared/lazy-with-retry';
import { AbilityCard, RulesText } from '../abilities';
import { AbilityUse } from '../games';
import { cardSourceLine, frequencyLabel } from './ability-labels';
import styles from './battle-section-body.module.css';

/** The weapon tables' code: the battle view asks for it once its phase is on screen, or a section shows a table. */
export const loadUnitWeapons = () => import('./unit-weapons');
const UnitWeapons = lazyWithRetry(loadUnitWeapons, 'UnitWeapons');

/** `cards`: how many of the section's cards are on screen yet (the battle view renders them in slices). */
export function BattleSectionBody({ section, cards, coreRules }: { section: BattleSection; cards: number; coreRules: CoreRulesData }) {
  switch (section.kind) {
    case 'abilities':
      return <AbilityCards abilities={section.abilities.slice(0, cards)} player="me" />;
    case 'warscrolls':
      return (
        <div className={styles.units}>
          <Suspense fallback={null}>
            {section.units.slice(0, cards).map((unit) => (
              <UnitWeapons key={unit.name} unit={unit} kind={section.id === 'shooting-units' ? 'ranged' : 'melee'} coreRules={coreRules} />
            ))}
          </Suspense>
        </div>
      );
    case 'battleTactics':
      return (
        <div className={styles.cards}>
          {section.cards.slice(0, cards).map((card) => (
            <TacticCard key={card.id} card={card} />
          ))}
        </div>
      );
  }
}

/** Ability cards, each with its game control (a tick, a command's Use) while a game runs, for the player whose they are. */
export function AbilityCards({ abilities, player }: { abilities: readonly BattleAbility[]; player: Player }) {
  return (
    <div className={styles.cards}>
      {abilities.map((entry) => (
        <AbilityCard
          key={entry.ability.id}
          ability={entry.ability}
          source={cardSourceLine(entry)}
          frequency={frequencyLabel(entry.frequency)}
          control={<AbilityUse entry={entry} player={player} />}
        />
      ))}
    </div>
  );
}

function TacticCard({ card }: { card: BattleTacticCard }) {
  return (
    <article className={styles.tactic} aria-label={card.name}>
      <h3 className={styles.tacticName}>{card.name}</h3>
      {card.text && <RulesText text={card.text} />}
      <dl className={styles.tactics}>
        {BATTLE_TACTIC_MODES.map((mode) => {
          const tactic = card[mode.toLowerCase() as Lowercase<typeof mode>];
          return (
            <div key={mode} className={styles.tacticPart}>
              <dt>
                <span className={styles.mode}>{mode}</span> {tactic.name}
              </dt>
              <dd>
                <RulesText text={tactic.description} />
              </dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
}
