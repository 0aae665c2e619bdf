// 'Confirm Import': the name to save the list under (1 to 100 characters;
// Confirm disabled otherwise), what was read (and how the army was found when
// no line named it), and every line that was not, with its number and
// reason, so nothing is dropped silently.
import { defaultImportName, importOverview, validateListName, type GameData, type ParsedListText } from '@scrolldex/rules';
import { Info } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';

import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { logFailedRules, NOT_FULLY_CHECKED } from '../../shared/failed-rules';
import styles from './import-confirm-dialog.module.css';
import { ReadWithChanges } from './read-with-changes';
import { UnplacedLines } from './unplaced-lines';

type Props = {
  parsed: ParsedListText;
  data: GameData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (name: string) => void;
  /** A note above the name: the data release offered for the list's season, or the one it is read with. */
  notice?: ReactNode;
};

export function ImportConfirmDialog({ parsed, data, open, onOpenChange, onConfirm, notice }: Props) {
  const [name, setName] = useState(() => defaultImportName(parsed.list));
  const validName = validateListName(name);
  const nameError = validName.ok ? null : validName.errors[0]!.message;
  const id = useId();
  const overview = useMemo(() => importOverview(parsed.list, data), [parsed, data]);
  useEffect(() => logFailedRules(overview.failedRules), [overview]);
  const statedDiffers = parsed.statedPoints !== null && parsed.statedPoints !== overview.points;

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm Import"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="primary" disabled={!validName.ok} onClick={() => validName.ok && onConfirm(validName.value)}>
            Confirm
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {notice}
        <div className={styles.field}>
          <label htmlFor={id} className={styles.label}>
            List name
          </label>
          <input
            id={id}
            className={styles.input}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-error` : undefined}
          />
          {nameError && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {nameError}
            </p>
          )}
        </div>
        <dl className={styles.summary}>
          <div>
            <dt>Army</dt>
            <dd>{overview.faction}</dd>
          </div>
          <div>
            <dt>Points</dt>
            <dd className="tabular">
              {overview.points}/{overview.pointsCap} pts
              {statedDiffers && <span className={styles.stated}>The text says {parsed.statedPoints}</span>}
            </dd>
          </div>
          <div>
            <dt>Units</dt>
            <dd className="tabular">{overview.unitCount}</dd>
          </div>
          <div>
            <dt>Validation</dt>
            <dd>
              <ValidationBadge errors={overview.errors.length} warnings={overview.warnings.length} incomplete={overview.validation === 'incomplete'} />
            </dd>
          </div>
        </dl>
        {parsed.inferred && (
          <p className={styles.inferred} role="note">
            <Info size={18} aria-hidden="true" className={styles.inferredIcon} />
            <span>
              {parsed.inferred.message}
              {parsed.inferred.line !== null && <span className={styles.inferredLine}> (line {parsed.inferred.line})</span>}. No line of the text names the
              army: check it before you confirm.
            </span>
          </p>
        )}
        <UnplacedLines lines={parsed.unplaced} />
        <ReadWithChanges approximate={parsed.approximate} notes={parsed.notes} />
      </div>
    </Sheet>
  );
}

function ValidationBadge({ errors, warnings, incomplete }: { errors: number; warnings: number; incomplete: boolean }) {
  if (errors > 0) return <Badge tone="error">{errors === 1 ? '1 error' : `${errors} errors`}</Badge>;
  if (incomplete) return <Badge tone="warning">{NOT_FULLY_CHECKED}</Badge>;
  if (warnings > 0) return <Badge tone="warning">{warnings === 1 ? '1 warning' : `${warnings} warnings`}</Badge>;
  return <Badge tone="valid">Valid</Badge>;
}
