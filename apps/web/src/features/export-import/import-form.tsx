// The paste area and Import button; a readable text opens Confirm Import, an
// unreadable one gets its sentence (IMPORT_MESSAGES of the rules) in red under the button.
import { IMPORT_MESSAGES, parseListText, type GameData, type ImportError, type ParsedListText } from '@scrolldex/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { FileInput } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { dataErrorAtom } from '../../state/game-data';
import { loadReleaseDataAtom } from '../../state/release-data';
import { useWholeGameData } from '../../state/whole-game-data';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { ImportConfirmDialog } from './import-confirm-dialog';
import styles from './import-form.module.css';
import { releaseOfferFor, ReleaseOfferNote } from '../pinned-release';
import { useRefs } from '../../shared/use-refs';
import { useConfirmImport } from './use-confirm-import';

/** A text read and waiting for Confirm; `dataRef` is the release it was read with, null for the app's data. */
type Pending = { parsed: ParsedListText; data: GameData; source: string; dataRef: string | null; key: number };
type Failure = { error: ImportError; source: string };

/** `autoImport`: read `initialText` as soon as the game data is known (an import link). */
export function ImportForm({ initialText, autoImport = false }: { initialText: string; autoImport?: boolean }) {
  // A text may be of any army: it is read with them all.
  const data = useWholeGameData();
  const dataError = useAtomValue(dataErrorAtom);
  const [text, setText] = useState(initialText);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const confirm = useConfirmImport();
  const id = useId();
  const refs = useRefs();
  const loadRelease = useSetAtom(loadReleaseDataAtom);
  const [loadingRelease, setLoadingRelease] = useState(false);
  const toast = useToast();

  const runImport = useCallback(
    (source: string) => {
      const result = parseListText(source, data);
      if (!result.ok || !data) {
        const error = result.ok ? null : result.errors[0];
        setFailure({ error: error ?? { code: 'IMPORT_FAILED', message: IMPORT_MESSAGES.IMPORT_FAILED, start: 0, end: 0 }, source });
        return;
      }
      setFailure(null);
      setPending((previous) => ({ parsed: result.value, data, source, dataRef: null, key: (previous?.key ?? 0) + 1 }));
      setOpen(true);
    },
    [data],
  );

  // The list's season has a release of its own: read the text again with that release's data.
  const openWithRelease = useCallback(
    async (release: string) => {
      if (!pending) return;
      setLoadingRelease(true);
      try {
        const releaseData = await loadRelease(release);
        const result = parseListText(pending.source, releaseData);
        if (!result.ok) toast(result.errors[0]!.message, 'error');
        else setPending((previous) => ({ parsed: result.value, data: releaseData, source: pending.source, dataRef: release, key: (previous?.key ?? 0) + 1 }));
      } catch (error) {
        toast(error instanceof Error ? error.message : String(error), 'error');
      } finally {
        setLoadingRelease(false);
      }
    },
    [loadRelease, pending, toast],
  );
  const offer = pending && pending.dataRef === null && refs ? releaseOfferFor(pending.parsed.season, pending.data, refs.releases) : null;

  // A text to read once the whole data came (or failed to): an import link's, or one whose Import was pressed before.
  const [waitingText, setWaitingText] = useState<string | null>(autoImport ? initialText : null);
  const ready = data !== null || dataError !== null;
  const waiting = waitingText !== null;
  useEffect(() => {
    if (waitingText === null || !ready) return;
    setWaitingText(null);
    runImport(waitingText);
  }, [ready, runImport, waitingText]);

  return (
    <div className={styles.form}>
      {waiting && <Spinner variant="block" label="Loading game data..." />}
      <label htmlFor={id} className={styles.label}>
        Paste your list
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        A list from Scrolldex, the official app, Sigdex, New Recruit, Listbot or another builder, as plain text or Markdown.
      </p>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        rows={14}
      />
      <div className={styles.actions}>
        <Button
          variant="primary"
          icon={<FileInput size={18} aria-hidden="true" />}
          onClick={() => (ready ? runImport(text) : setWaitingText(text))}
          disabled={waiting}
        >
          Import
        </Button>
      </div>
      {failure && <ImportFailure failure={failure} />}
      {pending && (
        <ImportConfirmDialog
          key={pending.key}
          parsed={pending.parsed}
          data={pending.data}
          open={open}
          onOpenChange={setOpen}
          notice={
            pending.dataRef !== null ? (
              <ReleaseOfferNote kind="pinned" release={pending.dataRef} handbook={pending.data.handbook.name} />
            ) : offer ? (
              <ReleaseOfferNote kind="offer" offer={offer} busy={loadingRelease} onAccept={() => void openWithRelease(offer.release)} />
            ) : null
          }
          onConfirm={(name) => {
            const refused = confirm(pending.parsed.list, name, pending.dataRef);
            if (!refused) setOpen(false);
          }}
        />
      )}
    </div>
  );
}

/** The import's sentence; for a missing army, the line that should have named it. */
function ImportFailure({ failure: { error, source } }: { failure: Failure }) {
  const quoted = error.code === 'NO_ARMY_FOUND' && error.end > error.start ? source.slice(error.start, error.end) : null;
  const line = quoted === null ? 0 : source.slice(0, error.start).split('\n').length;
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.message}>{IMPORT_MESSAGES[error.code]}</p>
      {quoted !== null && (
        <p className={styles.detail}>
          Expected an army&apos;s name on line {line}: <code className={styles.quote}>{quoted}</code>
        </p>
      )}
    </div>
  );
}
