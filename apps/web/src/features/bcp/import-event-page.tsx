// /import-event: the connected BCP player's events;
// choosing one imports every list of it (use-import-event) and says what came in.
// Lists of another season than the app's data are first offered the release of
// their season, as Confirm Import offers it for one list.
import type { BcpEvent, BcpListEntry } from '@scrolldex/contract';
import { seasonOfEventLists, type GameData } from '@scrolldex/rules';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { CalendarClock, ExternalLink, FolderOpen, RotateCcw } from 'lucide-react';
import { useCallback, useState } from 'react';

import { Page } from '../../shared/page';
import { useScrolldexClient } from '../../shared/scrolldex-client-provider';
import { useRetryableLoad } from '../../shared/use-retryable-load';
import { bcpLoginAtom } from '../../state/bcp';
import { gameDataAtom, runtimeConfigAtom } from '../../state/game-data';
import { loadReleaseDataAtom } from '../../state/release-data';
import { useWantWholeGameData, whenWholeGameData } from '../../state/whole-game-data';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { errorSentence } from '../account';
import { type ReleaseOffer, releaseOfferFor } from '../pinned-release';
import { fetchRefs } from '../../shared/use-refs';
import { bcpEventUrl, eventDates, eventOwner, eventPlace, eventPlayers } from './event-row-text';
import styles from './import-event-page.module.css';
import { useBcpAccessToken } from './use-bcp-access-token';
import { useImportEvent, type EventImport, type EventImportOutcome } from './use-import-event';

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
 * What a failed events call tells the player: 'Failed to fetch events' when the server
 * answered with an error (and its sentence beneath), 'Error loading events.' when nothing answered.
 */
function eventsFailure(error: unknown): { title: string; detail: string | null } {
  const answered = error instanceof Error && (error as { code?: unknown }).code === 'API_REQUEST_ERROR';
  if (answered) return { title: 'Failed to fetch events', detail: errorSentence(error, '') || null };
  return { title: 'Error loading events.', detail: errorSentence(error, 'Check your connection and try again.') };
}

/** An event whose lists were fetched and are of another season than the app's data: which data to read them with is asked first. */
type SeasonQuestion = { event: BcpEvent; entries: BcpListEntry[]; offer: ReleaseOffer };

function SeasonOffer({ question, onChoose }: { question: SeasonQuestion; onChoose: (release: string | null) => void }) {
  const { event, offer } = question;
  return (
    <Card className={styles.offer} role="group" aria-label={`The season of ${event.name}`}>
      <p className={styles.offerText}>
        <CalendarClock size={18} aria-hidden="true" className={styles.offerIcon} />
        <span>
          The lists of {event.name} are from the {offer.season} season: import them with <span className={styles.release}>{offer.release}</span>, the data of
          their season?
        </span>
      </p>
      <div className={styles.offerActions}>
        <Button variant="primary" onClick={() => onChoose(offer.release)}>
          Import with {offer.release}
        </Button>
        <Button onClick={() => onChoose(null)}>Import with current data</Button>
      </div>
    </Card>
  );
}

function EventList() {
  const [events, retry] = useMyEvents();
  // An event's lists may be of any army: they are read with them all, which come while the events load.
  useWantWholeGameData(true);
  const { fetchLists, importLists } = useImportEvent();
  const store = useStore();
  const loadRelease = useSetAtom(loadReleaseDataAtom);
  const [importing, setImporting] = useState<string | null>(null);
  const [question, setQuestion] = useState<SeasonQuestion | null>(null);
  const [result, setResult] = useState<EventImport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = (event: BcpEvent, work: () => Promise<EventImportOutcome | 'asked'>, failed: (error: unknown) => string) => {
    setImporting(event.id);
    setQuestion(null);
    setResult(null);
    setFailure(null);
    work()
      .then(
        (outcome) => {
          if (outcome === 'asked') return;
          if (outcome.ok) setResult(outcome.value);
          else setFailure(`Could not import ${event.name}: ${outcome.message}`);
        },
        (error: unknown) => setFailure(failed(error)),
      )
      .finally(() => setImporting(null));
  };
  const choose = (event: BcpEvent) =>
    run(
      event,
      async () => {
        const entries = await fetchLists(event);
        // A tap before every army came waits for them: the lists are read with them all.
        const data = await whenWholeGameData(store);
        const season = seasonOfEventLists(entries);
        // The releases are asked for only when the lists name a season other than the data's.
        const offer = data && season !== null && season !== data.handbook.season ? releaseOfferFor(season, data, (await fetchRefs()).releases) : null;
        if (offer === null) return importLists(event, entries, data, null);
        setQuestion({ event, entries, offer });
        return 'asked';
      },
      (error) => `Failed to fetch lists of ${event.name}: ${errorSentence(error, 'please try again.')}`,
    );
  const answer = ({ event, entries }: SeasonQuestion, release: string | null) =>
    run(
      event,
      async () => {
        const data: GameData | null = release === null ? store.get(gameDataAtom) : await loadRelease(release);
        return importLists(event, entries, data, release);
      },
      // The release's loader says which data could not be loaded, and what to do.
      (error) => (error instanceof Error ? error.message : `Could not import ${event.name}: please try again.`),
    );
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
      {question && <SeasonOffer question={question} onChoose={(release) => answer(question, release)} />}
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
