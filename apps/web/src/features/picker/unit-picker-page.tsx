// UnitPicker (/list/{id}/regiment/{regimentIdx}/pick/{filter}, 'Select a
// Unit'): the engine's picker for the filter, rows grouped by type, a name
// search, and picking through the list's edits. Multi-add keeps it open and
// toasts '+ {unit}'; otherwise it goes back after adding.
import {
  buildArmyLookup,
  compileNameFilter,
  listPickerUnits,
  listRenownCandidates,
  offersLegends,
  OVERRIDE_NOTE,
  parsePickerFilter,
  pickerEdit,
  nameKey,
  pickerRoom,
  type ArmyList,
  type ArmyLookup,
  type PickerFilter,
} from '@scrolldex/rules';
import { useParams, useRouter } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';

import { Page } from '../../shared/page';
import { useToast } from '../../shared/use-toast';
import { multiAddAtom } from '../../state/settings';
import { useList, useListEdit } from '../../state/lists';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { Switch } from '../../ui/switch';
import { ListsLoading } from '../../shared/lists-loading';
import { GameDataGate } from '../unit';
import { pickerPlace } from './picker-place';
import { PickerRoomNote } from './picker-room-note';
import { RenownGroup, UnitGroups } from './picker-groups';
import styles from './unit-picker.module.css';

const ROUTE = '/list/$id/regiment/$regimentIdx/pick/$filter';
const TITLE = 'Select a Unit';

export function UnitPickerPage() {
  const { id, regimentIdx, filter } = useParams({ from: ROUTE });
  const list = useList(id);
  const frame = (body: ReactNode) => <Page title={TITLE}>{body}</Page>;
  if (list === undefined) return frame(<ListsLoading />);
  if (!list) return frame(<EmptyState title="List not found." />);
  // The picker reads the list's army and the shared core (regiments of renown, universal manifestations): no other army.
  return (
    <GameDataGate fallback={frame} dataRef={list.dataRef} army={list.faction}>
      {(data) => {
        const lookup = buildArmyLookup(data, list.faction);
        if (!lookup) return frame(<EmptyState title={`Army not found in game data: ${list.faction}.`} />);
        const parsed = parsePickerFilter(filter);
        if (!parsed.ok) return frame(<EmptyState title={parsed.errors[0]!.message} />);
        return <Picker list={list} lookup={lookup} filter={parsed.value} regimentIdx={regimentIdx} />;
      }}
    </GameDataGate>
  );
}

type PickerProps = { list: ArmyList; lookup: ArmyLookup; filter: PickerFilter; regimentIdx: number };

function Picker({ list, lookup, filter, regimentIdx }: PickerProps) {
  const edit = useListEdit(list.id);
  const router = useRouter();
  const toast = useToast();
  const [multiAdd, setMultiAdd] = useAtom(multiAddAtom);
  const [override, setOverride] = useState(false);
  const [alsoLegends, setAlsoLegends] = useState(false);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => compileNameFilter(query), [query]);

  const units = filter.kind === 'ror' ? [] : listPickerUnits(list, filter, regimentIdx, lookup, { override, alsoLegends });
  const room = pickerRoom(list, filter, regimentIdx, lookup);
  // The switch shows where the mode hides Legends and there are some to reveal.
  const hidesLegends = !offersLegends(list.validator) && hasLegends(list, filter, regimentIdx, lookup, override);
  const pick = (name: string) => {
    const unit = units.find((candidate) => candidate.name === name);
    const refused = filter.kind === 'ror' ? edit({ op: 'setRegimentOfRenown', name }) : unit ? edit(pickerEdit(list, filter, regimentIdx, unit)) : null;
    if (refused) return toast(refused.message, 'error');
    if (multiAdd) toast(`+ ${name}`);
    else router.history.back();
  };
  const shownUnits = units.filter((unit) => matches(unit.name));
  const regiments = filter.kind === 'ror' ? listRenownCandidates(list, lookup, alsoLegends).filter((regiment) => matches(regiment.name)) : [];
  const nothing = filter.kind === 'ror' ? regiments.length === 0 : shownUnits.length === 0;

  return (
    <Page title={TITLE} subtitle={`${list.name} · ${pickerPlace(list, filter, regimentIdx)}`}>
      <div className={styles.controls}>
        <FilterBar query={query} onQueryChange={setQuery} placeholder="Search by name" />
        {filter.kind === 'unit' && <Switch label="Override" description={OVERRIDE_NOTE} checked={override} onCheckedChange={setOverride} />}
        {hidesLegends && (
          <Switch
            label="Also show Legends"
            description="Legends are not allowed in this list's validation mode; those shown are marked."
            checked={alsoLegends}
            onCheckedChange={setAlsoLegends}
          />
        )}
        <Switch label="Multi-add" description="Keep the picker open to add several units in a row." checked={multiAdd} onCheckedChange={setMultiAdd} />
      </div>
      <PickerRoomNote room={room} />
      {nothing ? (
        <EmptyState title={query ? 'Nothing matches the search.' : emptyTitle(filter, leaderWithoutOptions(list, regimentIdx, lookup))} />
      ) : filter.kind === 'ror' ? (
        <RenownGroup list={list} regiments={regiments} room={room} onPick={pick} />
      ) : (
        <UnitGroups list={list} units={shownUnits} room={room} onPick={pick} />
      )}
    </Page>
  );
}

/** The regiment's leader when the data gives it no regiment options (it leads a regiment of itself alone), else null. */
function leaderWithoutOptions(list: ArmyList, regimentIdx: number, lookup: ArmyLookup): string | null {
  const leader = list.regiments[regimentIdx]?.leader;
  const unit = leader ? lookup.units.get(nameKey(leader.name)) : undefined;
  return unit && unit.battleProfile.regimentOptions.length === 0 ? unit.name : null;
}

/** Whether the picker would show Legends units (or regiments of renown) if asked. */
function hasLegends(list: ArmyList, filter: PickerFilter, regimentIdx: number, lookup: ArmyLookup, override: boolean): boolean {
  if (filter.kind === 'ror') return listRenownCandidates(list, lookup, true).some((regiment) => regiment.legends);
  return listPickerUnits(list, filter, regimentIdx, lookup, { override, alsoLegends: true }).some((unit) => unit.legends);
}

function emptyTitle(filter: PickerFilter, leaderAlone: string | null): string {
  if (filter.kind === 'unit' && leaderAlone) {
    return `The game data gives ${leaderAlone} no regiment options here: it leads a regiment of itself alone. Use the override if you think the data is wrong.`;
  }
  if (filter.kind === 'unit') return "The regiment's leader allows no units: choose a leader first, or use the override.";
  if (filter.kind === 'ror') return 'No regiment of renown can be taken in this army.';
  if (filter.kind === 'terrain') return 'This army has no faction terrain.';
  return 'No units to pick here.';
}
