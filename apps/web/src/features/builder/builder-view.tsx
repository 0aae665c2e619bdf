// The builder's body for one list: the sticky points and validity strip,
// whether the list is synced, the list-wide issues, then the sections in a fixed
// order (traits, formation, tactics, units, terrain, lores; on a desktop, 1024 px
// and wider, with the unit catalogue beside them, or the warscroll of the unit
// last opened until 'Back to units'). It owns the
// sheets (a unit's options, List Issues, a list choice) and hands the builder's actions
// down through context, so a row changes nothing above it when it renders.
// An edit shows in two renders: the strip's points and validity in the edit's
// own frame, then the sections (every row, the catalogue) of a deferred copy
// of the list, once checked a part of the rules per task (use-checked-list.ts),
// in a render the browser can interrupt; a phone's click answers without
// checking or re-rendering the whole list first. A builder opened afresh commits
// its strip first, a screenful of its sections in such a render after it and
// the sections below a slice per frame (section-rows.ts), so that no task
// holds the page for the whole list (one come back to through history is whole
// at once, for its scroll position).
import { buildArmyLookup, refreshListValidation, unitAt, type ArmyList, type GameData, type ListEdit, type UnitRef } from '@scrolldex/rules';
import { useSetAtom, useStore } from 'jotai';
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';

import { preloadWhenIdle } from '../../data/foreground-loads';
import { lazyWithRetry } from '../../shared/lazy-with-retry';
import { partsBegun, useLaterParts } from '../../shared/use-later-parts';
import { useMediaQuery } from '../../shared/use-media-query';
import { useToast } from '../../shared/use-toast';
import { dataKey, libraryAtom, saveListAtom, useListEdit, useListUndo } from '../../state/lists';
import { EmptyState } from '../../ui/empty-state';
import { loadListIssuesDialog } from '../lists';
import { PinnedReleaseNote } from '../pinned-release';
import { BuilderContext, type BuilderActions } from './builder-context';
import { BuilderSections, type Selected } from './builder-sections';
import type { ListChoice } from './choices/list-choice';
import { ListSyncStatus } from './list-sync-status';
import { loadRemoveRegimentDialog } from './regiment-card';
import { FIRST_ROWS, ROWS_PER_SLICE, sectionRows } from './section-rows';
import { SummaryBar } from './summary-bar';
import { useCheckedList } from './use-checked-list';
import { useOpenedOnce } from './use-opened-once';
import { useUndoKeys } from './use-undo-keys';
import { useUndoToast } from '../../shared/use-undo-toast';

// The sheets and List Issues are closed when the builder opens: their code (a unit's options, the fixes' search, the
// list's choices) is no part of the list's first screenful, which a phone waited on while it downloaded (each request
// before the largest paint counts in Lighthouse's). It loads once the whole list is on screen, or when first asked for.
const loadListChoiceSheet = () => import('./choices/list-choice-sheet');
const loadUnitOptionsSheet = () => import('./unit-options/unit-options-sheet');
const ListIssuesDialog = lazyWithRetry(loadListIssuesDialog, 'ListIssuesDialog');
const ListChoiceSheet = lazyWithRetry(loadListChoiceSheet, 'ListChoiceSheet');
const UnitOptionsSheet = lazyWithRetry(loadUnitOptionsSheet, 'UnitOptionsSheet');

/** Where the builder has room for the catalogue beside the list (the page widens with it: Page's withPane). */
export const CATALOGUE_QUERY = '(min-width: 1024px)';

export function BuilderView({ list: stored, data }: { list: ArmyList; data: GameData }) {
  // A list saved before this data set (or synced from elsewhere) carries an old verdict: check it
  // now, and keep the result. The builder's own edits arrive checked, so this is then the list itself.
  const list = useMemo(() => refreshListValidation(stored, data, dataKey(data)), [stored, data]);
  const save = useSetAtom(saveListAtom);
  useEffect(() => {
    if (list !== stored) save(list);
  }, [list, stored, save]);
  const edit = useListEdit(list.id);
  const toast = useToast();
  const [issuesOpen, setIssuesOpen] = useState(false);
  const [optionsFor, setOptionsFor] = useState<UnitRef | null>(null);
  // The unit last opened, by place and name: its warscroll shows beside the list on a desktop while it is still there.
  const [selected, setSelected] = useState<Selected | null>(null);
  // 'Back to units' hands the focus to the catalogue it brings back; a warscroll gone with its unit does not.
  const [backToUnits, setBackToUnits] = useState(false);
  const [choice, setChoice] = useState<ListChoice | null>(null);
  const lookup = useMemo(() => buildArmyLookup(data, list.faction), [data, list.faction]);
  const withCatalogue = useMediaQuery(CATALOGUE_QUERY);
  const shown = useDeferredValue(list);
  const checked = useCheckedList(shown, data);
  const rows = useMemo(() => sectionRows(shown), [shown]);
  const begun = partsBegun(
    rows,
    useLaterParts(
      rows.reduce((sum, part) => sum + part, 0),
      { first: FIRST_ROWS, slice: ROWS_PER_SLICE },
    ),
  );
  const whole = begun === rows.length;
  useEffect(() => {
    if (!whole) return;
    // The sheets' code, once the whole list is on screen.
    preloadWhenIdle([loadListIssuesDialog, loadListChoiceSheet, loadUnitOptionsSheet, loadRemoveRegimentDialog]);
  }, [whole]);
  const issuesMounted = useOpenedOnce(issuesOpen);
  const choiceMounted = useOpenedOnce(choice !== null);
  const openIssues = useCallback(() => setIssuesOpen(true), []);
  const editOrToast = useCallback(
    (change: ListEdit) => {
      const refused = edit(change);
      if (refused) toast(refused.message, 'error');
      return refused === null;
    },
    [edit, toast],
  );
  const undoToast = useUndoToast(list.id);
  const reportUndo = useCallback(
    (done: 'undo' | 'redo', happened: boolean) => toast(happened ? (done === 'undo' ? 'Undone' : 'Redone') : `Nothing to ${done}`),
    [toast],
  );
  useUndoKeys(useListUndo(list.id), reportUndo);
  const store = useStore();
  const unitStillAt = useCallback(
    (ref: UnitRef, name: string) => {
      const current = store.get(libraryAtom).lists.find((item) => item.id === list.id);
      return current !== undefined && unitAt(current, ref)?.name === name;
    },
    [store, list.id],
  );
  const openUnit = useCallback(
    (ref: UnitRef) => {
      const current = store.get(libraryAtom).lists.find((item) => item.id === list.id);
      const name = current && unitAt(current, ref)?.name;
      setOptionsFor(ref);
      if (name) setSelected({ ref, name });
      setBackToUnits(false);
    },
    [store, list.id],
  );
  const actions = useMemo<BuilderActions>(
    () => ({ listId: list.id, locked: list.locked, edit, editOrToast, undoToast, unitStillAt, openUnit, openIssues, openChoice: setChoice }),
    [list.id, list.locked, edit, editOrToast, undoToast, unitStillAt, openUnit, openIssues],
  );

  const closeWarscroll = useCallback(() => {
    setSelected(null);
    setBackToUnits(true);
  }, []);

  // Rendered again only when the deferred list (or what is worked out from it) changes: not in the edit's own frame.
  // Not in the first commit either, which shows the strip alone.
  const body = useMemo(() => {
    if (begun === 0) return null;
    if (!lookup)
      return (
        <EmptyState title={`Army not found in game data: ${shown.faction}.`}>
          Choose another data source in Settings, or change the list's faction in its settings.
        </EmptyState>
      );
    // None before the list's first check: its checklist and notes coming in after the rows would move the page. Nor
    // the rows of another army's list with this army's lookup (the faction just changed).
    if (checked === null || checked.list.faction !== shown.faction) return null;
    return (
      <BuilderSections
        list={checked.list}
        data={checked.data}
        validation={checked.validation}
        lookup={lookup}
        begun={begun}
        withCatalogue={withCatalogue}
        selected={selected}
        backToUnits={backToUnits}
        onCloseWarscroll={closeWarscroll}
      />
    );
  }, [shown.faction, checked, begun, lookup, withCatalogue, selected, backToUnits, closeWarscroll]);

  return (
    <BuilderContext.Provider value={actions}>
      <SummaryBar
        lastPointsTotal={list.lastPointsTotal}
        pointsCap={list.pointsCap}
        errors={list.errors}
        warnings={list.warnings}
        validator={list.validator}
        locked={list.locked}
        lastValidation={list.lastValidation}
        regiments={list.regiments}
        onOpenIssues={openIssues}
      />
      <ListSyncStatus listId={list.id} />
      {list.dataRef !== null && <PinnedReleaseNote list={{ ...list, dataRef: list.dataRef }} data={data} />}
      {body}
      {/* A boundary each: a sheet whose code is still loading hides no other. */}
      <Suspense fallback={null}>{issuesMounted && <ListIssuesDialog listId={list.id} open={issuesOpen} onOpenChange={setIssuesOpen} />}</Suspense>
      <Suspense fallback={null}>
        {lookup && choiceMounted && <ListChoiceSheet choice={choice} list={list} lookup={lookup} onClose={() => setChoice(null)} />}
      </Suspense>
      <Suspense fallback={null}>
        {optionsFor && <UnitOptionsSheet listId={list.id} unit={optionsFor} open onOpenChange={(open) => !open && setOptionsFor(null)} />}
      </Suspense>
    </BuilderContext.Provider>
  );
}
