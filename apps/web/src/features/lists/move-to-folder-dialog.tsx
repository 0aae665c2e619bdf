// 'Move to Folder': a combo box of the folders, filtered as
// the player types; a name no folder has creates that folder.
import { folderNameKey, type Folder } from '@scrolldex/rules';
import { FolderIcon } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';

import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import styles from './lists-dialogs.module.css';
import textStyles from '../../ui/text-field.module.css';

type MoveToFolderDialogProps = {
  listName: string;
  folders: readonly Folder[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Returns the refusal sentence, or null when moved. */
  onMove: (folderName: string) => string | null;
};

export function MoveToFolderDialog({ listName, folders, open, onOpenChange, onMove }: MoveToFolderDialogProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const key = folderNameKey(name);
  const suggestions = useMemo(() => folders.filter((folder) => folderNameKey(folder.name).includes(key)), [folders, key]);
  const exists = folders.some((folder) => folderNameKey(folder.name) === key);
  const move = () => {
    const refused = onMove(name);
    setError(refused);
    if (!refused) onOpenChange(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (suggestions.length === 0 ? -1 : (index + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      setName(suggestions[active].name);
      setActive(-1);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Move to Folder"
      description={`Choose a folder for '${listName}'.`}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="primary" type="submit" form={`${id}-form`} disabled={key === ''}>
            Move
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className={styles.combo}
        onSubmit={(event) => {
          event.preventDefault();
          move();
        }}
      >
        <label htmlFor={`${id}-input`} className={textStyles.label}>
          Folder
        </label>
        <input
          id={`${id}-input`}
          className={textStyles.input}
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls={`${id}-options`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          placeholder="Folder name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setActive(-1);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        {suggestions.length > 0 && (
          <ul id={`${id}-options`} role="listbox" aria-label="Folders" className={styles.options}>
            {suggestions.map((folder, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's input takes the keys (arrows and Enter) for its options
              <li
                key={folder.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active || folderNameKey(folder.name) === key}
                className={styles.option}
                onClick={() => {
                  setName(folder.name);
                  setActive(-1);
                }}
              >
                <FolderIcon size={16} aria-hidden="true" />
                {folder.name}
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <p className={styles.warning} role="alert">
            {error}
          </p>
        ) : (
          key !== '' && !exists && <p className={styles.hint}>A new folder '{name.trim()}' will be created.</p>
        )}
      </form>
    </Dialog>
  );
}
