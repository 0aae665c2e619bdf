// /import-event: the connected BCP player's events;
// choosing one imports every list of it (use-import-event) and says what came in.
import type { BcpEvent } from '@scrolldex/contract';
import { useAtomValue } from 'jotai';
import { ExternalLink, FolderOpen, RotateCcw } from 'lucide-react';
import { useCallback, useState } from 'react';

import { Page } from '../../app/page';
import { useScrolldexClient } from '../../app/scrolldex-client-provider';
import { useRetryableLoad } from '../../app/use-retryable-load';
import { bcpLoginAtom } from '../../state/bcp';
import { runtimeConfigAtom } from '../../state/game-data';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { errorSentence } from '../account/error-sentence';
import { bcpEventUrl, eventDates, eventOwner, eventPlace, eventPlayers } from './event-row-text';
import styles from './import-event-page.module.css';
import { useBcpAccessToken } from './use-bcp-access-token';
import { useImportEvent, type EventImport } from './use-import-event';

function useMyEvents() {
  const client = useScrolldexClient();
  const accessToken = useBcpAccessToken();
  return useRetryableLoad(useCallback(async () => client.bcpEvents(await accessToken()), [accessToken, client]));
}

function EventRow({ event, busy, onImport }: { event: BcpEvent; busy: boolean | 'this'; onImport: () => void }) {
  const place = eventPlace(event);
  const owner = eventOwner(event);
  return (
    <li className={styles.row}>
      <button type="button" className={styles.choose} disabled={busy !== false} onClick={onImport}>
        <span className={styles.name}>{event.name}</span>
        {place && <span>{place}</span>}
        <span>{eventDates(event)}</span>
        <span className={styles.meta}>{[owner, eventPlayers(event)].filter(Boolean).join(' · ')}</span>
        {busy === 'this' && <Spinner label={`Importing ${event.name}...`} />}
      </button>
      <a className={styles.view} href={bcpEventUrl(event.id)} target="_blank" rel="noreferrer">
        View on BCP
        <ExternalLink size={14} aria-hidden="true" />
      </a>
    </li>
  );
}

function ImportResult({ result }: { result: EventImport }) {
  return (
    <Card className={styles.result} role="status">
      <p className={styles.name}>
        Imported {result.imported} {result.imported === 1 ? 'list' : 'lists'} into the folder '{result.folderName}', locked.
      </p>
      {result.skipped.length > 0 && (
        <ul className={styles.skipped}>
          {result.skipped.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div>
        <ButtonLink to="/" variant="primary" icon={<FolderOpen size={18} aria-hidden="true" />}>
          Open Your Lists
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * The spec's words for a failed events call: 'Failed to fetch events' when the server
 * answered with an error (and its sentence beneath), 'Error loading events.' when nothing answered.
 */
function eventsFailure(error: unknown): { title: string; detail: string | null } {
  const answered = error instanceof Error && (error as { code?: unknown }).code === 'API_REQUEST_ERROR';
  if (answered) return { title: 'Failed to fetch events', detail: errorSentence(error, '') || null };
  return { title: 'Error loading events.', detail: errorSentence(error, 'Check your connection and try again.') };
}

function EventList() {
  const [events, retry] = useMyEvents();
  const importEvent = useImportEvent();
  const [importing, setImporting] = useState<string | null>(null);
  const [result, setResult] = useState<EventImport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = (event: BcpEvent) => {
    setImporting(event.id);
    setResult(null);
    setFailure(null);
    importEvent(event)
      .then(
        (outcome) => (outcome.ok ? setResult(outcome.value) : setFailure(`Could not import ${event.name}: ${outcome.message}`)),
        (error: unknown) => setFailure(`Failed to fetch lists of ${event.name}: ${errorSentence(error, 'please try again.')}`),
      )
      .finally(() => setImporting(null));
  };
  if (events.status === 'loading') return <Spinner variant="block" label="Loading events..." />;
  if (events.status === 'failed') {
    const { title, detail } = eventsFailure(events.error);
    return (
      <EmptyState
        title={title}
        action={
          <Button icon={<RotateCcw size={18} aria-hidden="true" />} onClick={retry}>
            Try Again
          </Button>
        }
      >
        {detail}
      </EmptyState>
    );
  }
  if (events.value.length === 0) return <EmptyState title="No events found." />;
  return (
    <div className={styles.stack}>
      {result && <ImportResult result={result} />}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <ul className={styles.list} aria-label="Your events">
        {events.value.map((event) => (
          <EventRow key={event.id} event={event} busy={importing === null ? false : importing === event.id ? 'this' : true} onImport={() => choose(event)} />
        ))}
      </ul>
    </div>
  );
}

export function ImportEventPage() {
  const config = useAtomValue(runtimeConfigAtom);
  const login = useAtomValue(bcpLoginAtom);
  let body;
  if (!config) body = <Spinner variant="block" />;
  else if (!config.bcp) body = <EmptyState title="BCP is not configured on this server." />;
  else if (!login) {
    body = (
      <EmptyState
        title="No Events. Connect to BCP first."
        action={
          <ButtonLink to="/settings" variant="primary">
            Connect in Settings
          </ButtonLink>
        }
      />
    );
  } else body = <EventList />;
  return (
    <Page title="Import Event">
      <div className={styles.page}>
        <h2 className={styles.heading}>Select an Event</h2>
        {body}
      </div>
    </Page>
  );
}
