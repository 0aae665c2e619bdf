// ListImport (/import) and ListImportEncoded (/import/{encoded}): paste a list
// text, or open an import link whose segment carries one (base64 of the
// export text), then Confirm Import. Where the server connects to BCP, a link
// leads to importing an event's lists.
import { decodeShareLink } from '@scrolldex/rules';
import { Link, useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { Page } from '../../shared/page';
import { runtimeConfigAtom } from '../../state/game-data';
import { ImportForm } from './import-form';
import styles from './list-import-page.module.css';
import { useDevVariantRelocation } from './use-dev-variant-relocation';

/** Where the server connects to BCP: the way to a tournament's lists, all at once. */
function EventImportLink() {
  const config = useAtomValue(runtimeConfigAtom);
  if (!config?.bcp) return null;
  return (
    <p className={styles.eventLink}>
      Playing an event on Best Coast Pairings? <Link to="/import-event">Import every list of it</Link>
    </p>
  );
}

export function ListImportPage() {
  useDevVariantRelocation();
  return (
    <Page title="Import List">
      <ImportForm initialText="" />
      <EventImportLink />
    </Page>
  );
}

export function ListImportEncodedPage() {
  useDevVariantRelocation();
  const { encoded } = useParams({ from: '/import/$encoded' });
  const decoded = useMemo(() => decodeShareLink(encoded), [encoded]);
  return (
    <Page title="Import List">
      {decoded.ok ? (
        <ImportForm key={encoded} initialText={decoded.value} autoImport />
      ) : (
        <>
          <div role="alert" className={styles.badLink}>
            <p className={styles.badLinkTitle}>This import link cannot be read.</p>
            <p>{decoded.errors[0]!.message} Ask for the list again, or paste its text below.</p>
          </div>
          <ImportForm initialText="" />
        </>
      )}
    </Page>
  );
}
