// The builder's sections for a list and its check (builder-view.tsx), with each
// issue in its place and its fixes, searched in the render that shows them: one
// React can interrupt.
import { unitAt, warscrollAt, type ArmyList, type ArmyLookup, type GameData, type UnitRef } from '@scrolldex/rules';
import { Suspense, useMemo } from 'react';

import { lazyWithRetry } from '../../shared/lazy-with-retry';
import { BuilderDnd } from './builder-dnd';
import styles from './builder-view.module.css';
import { CataloguePane } from './catalogue-pane';
import { IssueNotes } from './issue-notes';
import { ListChecklist } from './list-checklist';
import { BattleTacticsSection, BattleTraitsSection, FormationSection, LoresSection } from './list-choice-sections';
import { SECTION_PART } from './section-rows';
import { unitPageLink } from './unit-options/unit-page-link';
import { AuxiliarySection, RegimentsSection, RenownSection, TerrainSection } from './unit-sections';
import type { ListCheck } from './use-checked-list';
import { useIssuePlaces } from './use-issue-places';

// A desktop's warscroll beside the list shows once a unit is opened: its code (the warscroll, its weapons and
// abilities) is no part of the list's first screenful, which a phone waited on while it downloaded.
const SelectedWarscrollPane = lazyWithRetry(() => import('./selected-warscroll-pane'), 'SelectedWarscrollPane');

/** The unit last opened, by place and name: its warscroll shows beside the list on a desktop while it is still there. */
export type Selected = { ref: UnitRef; name: string };

type Props = {
  /** The last deferred list whose check is complete (use-checked-list.ts). */
  list: ArmyList;
  data: GameData;
  /** The list's check. */
  validation: ListCheck;
  lookup: ArmyLookup;
  /** How many of the parts (section-rows.ts) to render. */
  begun: number;
  withCatalogue: boolean;
  selected: Selected | null;
  /** Whether the catalogue takes the focus when it shows ('Back to units'). */
  backToUnits: boolean;
  onCloseWarscroll: () => void;
};

export function BuilderSections({ list, data, lookup, begun, withCatalogue, selected, backToUnits, onCloseWarscroll, validation }: Props) {
  const { places, checklist } = useIssuePlaces(list, validation, data);
  // Errors of the whole list (over the cap...) head the page; its warnings (an unused artefact...) wait in List Issues.
  const listErrors = useMemo(() => places.list.filter((note) => note.issue.severity === 'error'), [places]);
  const due = (part: number) => part < begun;
  const regiments = Math.min(Math.max(begun - SECTION_PART.regimentCards, 0), list.regiments.length);
  const after = (part: number) => due(part + list.regiments.length);
  const reading = withCatalogue ? selectedWarscroll(list, lookup, selected) : null;
  const sections = (
    <div className={styles.sections}>
      {due(SECTION_PART.checklist) && <ListChecklist list={list} steps={checklist} />}
      {due(SECTION_PART.listErrors) && listErrors.length > 0 && <IssueNotes notes={listErrors} />}
      {due(SECTION_PART.battleTraits) && <BattleTraitsSection lookup={lookup} />}
      {due(SECTION_PART.formation) && <FormationSection list={list} lookup={lookup} places={places} />}
      {due(SECTION_PART.battleTactics) && <BattleTacticsSection list={list} lookup={lookup} places={places} />}
      {due(SECTION_PART.regiments) && <RegimentsSection list={list} lookup={lookup} places={places} cards={regiments} />}
      {after(SECTION_PART.auxiliary) && <AuxiliarySection list={list} lookup={lookup} places={places} />}
      {after(SECTION_PART.renown) && <RenownSection list={list} lookup={lookup} places={places} />}
      {after(SECTION_PART.terrain) && <TerrainSection list={list} lookup={lookup} places={places} />}
      {after(SECTION_PART.lores) && <LoresSection list={list} lookup={lookup} places={places} />}
    </div>
  );
  return (
    <BuilderDnd list={list} lookup={lookup}>
      {withCatalogue ? (
        <div className={[styles.columns, reading ? styles.withWarscroll : ''].join(' ')}>
          {sections}
          {reading ? (
            <Suspense fallback={null}>
              <SelectedWarscrollPane unit={reading.warscroll} coreRules={lookup.data.coreRules} page={reading.page} onClose={onCloseWarscroll} />
            </Suspense>
          ) : (
            after(SECTION_PART.catalogue) && <CataloguePane list={list} lookup={lookup} focusOnShow={backToUnits} />
          )}
        </div>
      ) : (
        sections
      )}
    </BuilderDnd>
  );
}

/** The selected unit's warscroll and page while that unit is still in its place; null once it has gone (removed, moved). */
function selectedWarscroll(list: ArmyList, lookup: ArmyLookup, selected: Selected | null) {
  const listUnit = selected && unitAt(list, selected.ref);
  const warscroll = selected && listUnit?.name === selected.name ? warscrollAt(list, selected.ref, lookup) : undefined;
  return selected && listUnit && warscroll ? { warscroll, page: unitPageLink(list, selected.ref, listUnit) } : null;
}
