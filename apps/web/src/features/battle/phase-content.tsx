// One phase of the battle view: the faction tracker the engine places here,
// the Quick Reference table, then the sections in the player's order.
import type { ArmyList, GameData, PhaseView } from '@scrolldex/rules';
import { memo } from 'react';

import { FactionPanel } from './faction-panel';
import styles from './phase-content.module.css';
import { headRows } from './phase-rows';
import { QuickReferenceTable } from './quick-reference-table';
import { SortableSections } from './sortable-sections';

type Props = {
  phaseView: PhaseView;
  list: ArmyList;
  data: GameData;
  /** How many of the phase's rows (phase-rows.ts) are on screen yet: the screen renders them in slices. */
  rows: number;
};

// A game's every tap re-renders the screen around it; the phase's cards stay as they are (their controls follow the game on their own).
export const PhaseContent = memo(function PhaseContent({ phaseView, list, data, rows }: Props) {
  const army = data.armies[list.faction];
  return (
    <div className={styles.content}>
      {phaseView.panel && army && rows > 0 && <FactionPanel panel={phaseView.panel} listId={list.id} army={army} data={data} />}
      {phaseView.quickReference && rows > (phaseView.panel ? 1 : 0) && <QuickReferenceTable reference={phaseView.quickReference} />}
      {phaseView.sections.length > 0 && rows > headRows(phaseView) && (
        <SortableSections phase={phaseView.phase} sections={phaseView.sections} coreRules={data.coreRules} rows={rows - headRows(phaseView)} />
      )}
    </div>
  );
});
