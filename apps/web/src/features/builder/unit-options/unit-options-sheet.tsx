// One list unit's options: reinforce, general,
// upgrades, wargear counters, enhancements (chosen from cards), its own issues with their fixes,
// and removal. Every change is a ListEdit through useListEdit; a refusal's
// sentence shows at the top.
import {
  buildArmyLookup,
  canReinforce,
  unitAt,
  placeIssues,
  suggestFixes,
  unitEnhancementOptions,
  unitOptionCounters,
  unitPoints,
  unitRefKey,
  validateList,
  warscrollAt,
  type ArmyList,
  type GameData,
  type ListEdit,
  type UnitRef,
} from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { useList, useListEdit } from '../../../state/lists';
import { useGameDataOf } from '../../../state/release-data';
import { useUndoToast } from '../../../shared/use-undo-toast';
import { Button } from '../../../ui/button';
import { Sheet } from '../../../ui/sheet';
import { Switch } from '../../../ui/switch';
import { EnhancementChoices } from './enhancement-choices';
import { UnitIssueList } from './unit-issue-list';
import styles from './unit-options-sheet.module.css';
import { unitPageLink } from './unit-page-link';
import { UpgradeSelects } from './upgrade-selects';
import { WeaponOptions } from './weapon-options';

type Props = { listId: string; unit: UnitRef; open: boolean; onOpenChange: (open: boolean) => void };

export function UnitOptionsSheet({ listId, unit, open, onOpenChange }: Props) {
  const list = useList(listId);
  const { data } = useGameDataOf(list?.dataRef ?? null, list ? list.faction : undefined);
  const listUnit = list ? unitAt(list, unit) : undefined;
  const warscroll = open && list && data ? warscrollOf(list, unit, data) : undefined;
  // The unit is gone (removed here or elsewhere): nothing left to edit.
  if (!list || !listUnit || !data) return null;
  const points = warscroll ? unitPoints(warscroll, listUnit.reinforced) : null;
  const link = unitPageLink(list, unit, listUnit);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={listUnit.name}
      description={
        <span className={styles.subtitle}>
          {points !== null && <span className={styles.points}>{points} pts</span>}
          <Link {...link} className={styles.unitLink}>
            Warscroll <ExternalLink size={14} aria-hidden />
          </Link>
        </span>
      }
      footer={<RemoveButton listId={listId} unit={unit} locked={list.locked} onRemoved={() => onOpenChange(false)} />}
    >
      {warscroll ? (
        <UnitOptionsBody list={list} unit={unit} data={data} />
      ) : (
        <p className={styles.notice}>This unit is not in the game data of {list.faction}.</p>
      )}
    </Sheet>
  );
}

function warscrollOf(list: ArmyList, unit: UnitRef, data: GameData) {
  const lookup = buildArmyLookup(data, list.faction);
  return lookup ? warscrollAt(list, unit, lookup) : undefined;
}

function UnitOptionsBody({ list, unit, data }: { list: ArmyList; unit: UnitRef; data: GameData }) {
  const applyEdit = useListEdit(list.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const listUnit = unitAt(list, unit)!;
  const warscroll = warscrollOf(list, unit, data)!;
  const edit = (change: ListEdit) => {
    const error = applyEdit(change);
    setRefusal(error?.message ?? null);
    return error;
  };
  const locked = list.locked;
  const counters = unitOptionCounters(warscroll, listUnit);
  const enhancements = unitEnhancementOptions(list, unit, data);
  const { issues } = validateList(list, data);
  // Fixes searched only for this unit's issues: each one tried is a whole validation, and the list's other issues
  // (a battle tactic card still to choose) have a dozen to try on every option the player sets.
  const own = (placeIssues(list, issues, []).units.get(unitRefKey(unit)) ?? []).map((note) => note.issue);
  const notes = placeIssues(list, own, suggestFixes(list, data, issues, own)).units.get(unitRefKey(unit)) ?? [];
  return (
    <div className={styles.body}>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      {locked && <p className={styles.notice}>The list is locked: unlock it in the list settings to edit it.</p>}
      <UnitIssueList notes={notes} disabled={locked} onFix={edit} />
      {(canReinforce(warscroll, unit) || unit.kind === 'leader') && (
        <div className={styles.switches}>
          {canReinforce(warscroll, unit) && (
            <Switch
              label="Reinforce"
              description={`Doubles the unit to ${warscroll.battleProfile.unitSize * 2} models and its points.`}
              checked={listUnit.reinforced}
              disabled={locked}
              onCheckedChange={(reinforced) => edit({ op: 'setReinforced', unit, reinforced })}
            />
          )}
          {unit.kind === 'leader' && (
            <Switch
              label="General"
              description="Only a regiment leader can be the general."
              checked={listUnit.general}
              disabled={locked}
              onCheckedChange={(general) => edit({ op: 'setGeneral', regiment: general ? unit.regiment : null })}
            />
          )}
        </div>
      )}
      <UpgradeSelects sets={counters.upgradeSets} unit={unit} edit={edit} disabled={locked} />
      <WeaponOptions models={counters.models} unit={unit} edit={edit} disabled={locked} />
      <EnhancementChoices options={enhancements} listUnit={listUnit} unit={unit} edit={edit} disabled={locked} />
    </div>
  );
}

function RemoveButton({ listId, unit, locked, onRemoved }: { listId: string; unit: UnitRef; locked: boolean; onRemoved: () => void }) {
  const applyEdit = useListEdit(listId);
  const undoToast = useUndoToast(listId);
  if (locked) return null;
  return (
    <Button
      variant="danger"
      icon={<Trash2 size={18} />}
      onClick={() => {
        if (applyEdit({ op: 'removeUnit', unit }) !== null) return;
        undoToast('Unit removed');
        onRemoved();
      }}
    >
      Remove unit
    </Button>
  );
}
