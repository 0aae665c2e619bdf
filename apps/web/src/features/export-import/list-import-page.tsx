// ListImport (/import) and ListImportEncoded (/import/{encoded}): paste a list
// text, or open an import link whose segment carries one (base64 of the
// export text), then Confirm Import.
import { decodeShareLink } from '@scrolldex/rules';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';

import { Page } from '../../app/page';
import { ImportForm } from './import-form';
import styles from './list-import-page.module.css';
import { useDevVariantRelocation } from './use-dev-variant-relocation';

export function ListImportPage() {
  useDevVariantRelocation();
  return (
    <Page title="Import List">
      <ImportForm initialText="" />
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
