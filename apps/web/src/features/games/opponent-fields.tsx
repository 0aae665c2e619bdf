// Who a game is against, as the New game form and the Opponent sheet ask it:
// their name and army (both optional), and their list, pasted or as an import
// link, read by the engine when the form is sent.
import { armyNames, type BrowseSource } from '@scrolldex/rules';
import { useId, useMemo } from 'react';

import { TextField } from '../../ui/text-field';
import styles from './opponent-fields.module.css';

export type OpponentDraft = { name: string; army: string; list: string };

export const EMPTY_OPPONENT: OpponentDraft = { name: '', army: '', list: '' };

/** `armies`: the data's index will do, or the whole data. */
type Props = { draft: OpponentDraft; onChange: (draft: OpponentDraft) => void; armies: BrowseSource; listHint?: string };

export function OpponentFields({ draft, onChange, armies: source, listHint }: Props) {
  const id = useId();
  const armies = useMemo(() => armyNames(Object.values(source.armies)), [source]);
  return (
    <>
      <TextField label="Opponent's name" value={draft.name} onValueChange={(name) => onChange({ ...draft, name })} maxLength={100} autoComplete="off" />
      <TextField
        label="Opponent's army"
        value={draft.army}
        onValueChange={(army) => onChange({ ...draft, army })}
        maxLength={100}
        autoComplete="off"
        list={`${id}-armies`}
        hint="Optional: their list says it too."
      />
      <datalist id={`${id}-armies`}>
        {armies.map((army) => (
          <option key={army} value={army} />
        ))}
      </datalist>
      <div className={styles.field}>
        <label htmlFor={`${id}-list`} className={styles.label}>
          Opponent's list
        </label>
        <p id={`${id}-list-hint`} className={styles.hint}>
          {listHint ?? 'Optional: paste their list or an import link to see what they can do in each phase.'}
        </p>
        <textarea
          id={`${id}-list`}
          className={styles.textarea}
          value={draft.list}
          onChange={(event) => onChange({ ...draft, list: event.target.value })}
          aria-describedby={`${id}-list-hint`}
          rows={4}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
        />
      </div>
    </>
  );
}
