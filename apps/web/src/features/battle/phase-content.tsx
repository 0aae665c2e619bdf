// One phase of the battle view: the faction tracker the engine places here,
// the Quick Reference table, then the sections in the player's order.
import type { ArmyList, GameData, PhaseView } from '@scrolldex/rules';
import { memo } from 'react';

import { FactionPanel } from './faction-panel';
import styles from './phase-content.module.css';
import { QuickReferenceTable } from './quick-reference-table';
import { SortableSections } from './sortable-sections';

// A game's every tap re-renders the screen around it; the phase's cards stay as they are (their controls follow the game on their own).
export const PhaseContent = memo(function PhaseContent({ phaseView, list, data }: { phaseView: PhaseView; list: ArmyList; data: GameData }) {
  const army = data.armies[list.faction];
  return (
    <div className={styles.content}>
      {phaseView.panel && army && <FactionPanel panel={phaseView.panel} listId={list.id} army={army} data={data} />}
      {phaseView.quickReference && <QuickReferenceTable reference={phaseView.quickReference} />}
      {phaseView.sections.length > 0 && <SortableSections phase={phaseView.phase} sections={phaseView.sections} coreRules={data.coreRules} />}
    </div>
  );
});
