// CreateList (docs/decisions.md, "Creating a list"): name, faction, points cap and
// validation mode; Create makes the list with the engine, stores it at the
// top of its folder or of the library, and opens it in the builder.
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
  type GameData,
  type ValidatorMode,
} from '@scrolldex/rules';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';

import { Page } from '../../shared/page';
import { dataKey, updateLibraryAtom } from '../../state/lists';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Counter } from '../../ui/counter';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { GameDataGate } from '../unit';
import styles from './create-list-page.module.css';
import { FactionField } from './faction-field';
import { VALIDATOR_OPTIONS } from './validator-labels';

export function CreateListPage() {
  const frame = (body: React.ReactNode) => <Page title="Create New List">{body}</Page>;
  return <GameDataGate fallback={frame}>{(data) => frame(<CreateListForm data={data} />)}</GameDataGate>;
}

function CreateListForm({ data }: { data: GameData }) {
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
  const missing = !checkedName.ok ? 'Enter a name for the list.' : faction === null ? 'Choose a faction.' : null;

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (missing || faction === null) return;
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
        <FactionField data={data} value={faction} onChange={setFaction} />
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
