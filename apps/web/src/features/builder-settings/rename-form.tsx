// Rename: disabled while the name is empty, too long or unchanged, and while
// the list is locked; the engine's sentence shows for a name over 100 characters.
import { validateListName, type ArmyList } from '@scrolldex/rules';
import { useState, type FormEvent } from 'react';

import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import styles from './builder-settings.module.css';

export function RenameForm({ list, onRename }: { list: ArmyList; onRename: (name: string) => void }) {
  const [name, setName] = useState(list.name);
  const checked = validateListName(name);
  const error = !checked.ok && checked.errors[0]!.code === 'LIST_NAME_TOO_LONG' ? checked.errors[0]!.message : null;
  const disabled = !checked.ok || list.locked || checked.value === list.name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked.ok && !disabled) onRename(checked.value);
  };
  return (
    <form className={styles.rename} onSubmit={submit} noValidate>
      <TextField
        label="List name"
        value={name}
        onValueChange={setName}
        error={error}
        hint={list.locked ? 'Unlock the list to rename it.' : undefined}
        disabled={list.locked}
        autoComplete="off"
        className={styles.renameField}
      />
      <Button type="submit" disabled={disabled}>
        Rename
      </Button>
    </form>
  );
}
