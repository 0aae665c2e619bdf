// The folder edit dialog: name and colour, both required,
// names unique; opens in create mode right after 'New Folder'.
import { FOLDER_COLORS, type Folder, type FolderColor } from '@scrolldex/rules';
import { useState } from 'react';

import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import colours from './folder-colour.module.css';
import styles from './lists-dialogs.module.css';
import type { LibraryActions } from './use-library-actions';

type FolderEditDialogProps = {
  folder: Folder;
  creating: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: LibraryActions['editFolder'];
};

const COLOUR_NAMES: Record<FolderColor, string> = {
  gray: 'Gray',
  red: 'Red',
  yellow: 'Yellow',
  orange: 'Orange',
  green: 'Green',
  blue: 'Blue',
  purple: 'Purple',
};

export function FolderEditDialog({ folder, creating, open, onOpenChange, onSave }: FolderEditDialogProps) {
  const [name, setName] = useState(folder.name);
  const [colour, setColour] = useState<FolderColor>(folder.color);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const refused = onSave(folder.id, { name, color: colour });
    setError(refused);
    if (!refused) onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={creating ? 'New Folder' : 'Edit Folder'}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="primary" type="submit" form="folder-edit" disabled={name.trim() === ''}>
            Save
          </Button>
        </>
      }
    >
      <form
        id="folder-edit"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField label="Name" value={name} onValueChange={setName} error={error} autoComplete="off" maxLength={200} />
        <fieldset className={styles.colours}>
          <legend className={styles.legend}>Colour</legend>
          {FOLDER_COLORS.map((option) => (
            <label key={option} className={[styles.swatch, colours[option]].join(' ')} title={COLOUR_NAMES[option]}>
              <input
                type="radio"
                name="folder-colour"
                value={option}
                checked={colour === option}
                onChange={() => setColour(option)}
                aria-label={COLOUR_NAMES[option]}
              />
              <span className={styles.dot} aria-hidden="true" />
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
