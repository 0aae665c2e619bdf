// CreateList (docs/decisions.md, "Creating a list"): name, faction, points cap and
// validation mode; Create makes the list with the engine, stores it at the
// top of its folder or of the library, and opens it in the builder. The armies
// are listed from the data's small index and the list is made with its army's
// data alone: a new list never waits for, nor takes, the whole game data.
import {
  addListToLibrary,
  createList,
  DEFAULT_POINTS_CAP,
  MAX_POINTS_CAP,
  MIN_POINTS_CAP,
  POINTS_CAP_STEP,
  refreshListValidation,
  validateListName,
  ValidatorModeSchema,
  type BrowseSource,
  type ValidatorMode,
} from '@scrolldex/rules';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';

import { Page } from '../../shared/page';
import { dataErrorAtom } from '../../state/game-data';
import { dataKey, updateLibraryAtom } from '../../state/lists';
import { useListedArmies } from '../../state/listed-armies';
import { useGameDataOf } from '../../state/release-data';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Counter } from '../../ui/counter';
import { EmptyState } from '../../ui/empty-state';
import { Select } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import styles from './create-list-page.module.css';
import { FactionField } from './faction-field';
import { VALIDATOR_OPTIONS } from './validator-labels';

export function CreateListPage() {
  const armies = useListedArmies(null);
  const dataError = useAtomValue(dataErrorAtom);
  const body = armies ? (
    <CreateListForm armies={armies} />
  ) : dataError ? (
    <EmptyState title="The game data could not be loaded.">{dataError}</EmptyState>
  ) : (
    <Spinner variant="block" label="Loading game data..." />
  );
  return <Page title="Create New List">{body}</Page>;
}

function CreateListForm({ armies }: { armies: BrowseSource }) {
  const { folderId } = useSearch({ from: '/create' });
  const navigate = useNavigate();
  const update = useSetAtom(updateLibraryAtom);
  const [name, setName] = useState('');
  const [faction, setFaction] = useState<string | null>(null);
  const [pointsCap, setPointsCap] = useState(DEFAULT_POINTS_CAP);
  const [validator, setValidator] = useState<ValidatorMode>('standard');
  const checkedName = validateListName(name);
  // An empty name is not an error to shout about before anything is typed; Create just waits.
  const nameError = !checkedName.ok && checkedName.errors[0]!.code === 'LIST_NAME_TOO_LONG' ? checkedName.errors[0]!.message : null;
  // The chosen army's data comes while the rest of the form is filled in.
  const { data, error: dataError } = useGameDataOf(null, faction ?? undefined);
  const missing = !checkedName.ok
    ? 'Enter a name for the list.'
    : faction === null
      ? 'Choose a faction.'
      : data === null
        ? (dataError ?? `Loading the data of ${faction}...`)
        : null;

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (missing || faction === null || data === null) return;
    const now = Date.now();
    const created = createList({ id: crypto.randomUUID(), name, faction, now, pointsCap, validator, folderId: folderId ?? null }, data);
    if (!created.ok) return;
    const list = refreshListValidation(created.value, data, dataKey(data));
    update((library) => addListToLibrary(library, list, now));
    void navigate({ to: '/list/$id', params: { id: list.id }, replace: true });
  };

  return (
    <form className={styles.form} onSubmit={create} noValidate>
      <Card className={styles.card}>
        <TextField label="List name" value={name} onValueChange={setName} error={nameError} placeholder="My army" autoComplete="off" enterKeyHint="next" />
        <FactionField armies={armies} value={faction} onChange={setFaction} />
        <div className={styles.row}>
          <div className={styles.rowText}>
            <span className={styles.label}>Points cap</span>
            <span className={styles.hint}>
              {MIN_POINTS_CAP} to {MAX_POINTS_CAP}
            </span>
          </div>
          <Counter label="Points cap" value={pointsCap} onChange={setPointsCap} min={MIN_POINTS_CAP} max={MAX_POINTS_CAP} step={POINTS_CAP_STEP} />
        </div>
        <Select label="Validation mode" value={validator} options={VALIDATOR_OPTIONS} onChange={(value) => setValidator(ValidatorModeSchema.parse(value))} />
      </Card>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" className={styles.create} disabled={missing !== null}>
          Create
        </Button>
        {missing && !nameError && <p className={styles.why}>{missing}</p>}
      </div>
    </form>
  );
}
