// QRCodeExport (/list/{id}/qrcode): a QR code of the list's import link for
// another player's phone, and the link itself to copy.
import type { ArmyList } from '@scrolldex/rules';
import { useParams } from '@tanstack/react-router';
import { Copy } from 'lucide-react';

import { Page } from '../../shared/page';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { ExportGate } from './export-gate';
import { QrImage } from './qr-image';
import styles from './qr-code-export-page.module.css';
import { useCopy } from './use-copy';
import { useListExport } from './use-list-export';
import { useShareLink } from './use-share-link';

export function QrCodeExportPage() {
  const { id } = useParams({ from: '/list/$id/qrcode' });
  const state = useListExport(id, false);
  return (
    <Page title="QR Code" subtitle={state.status === 'ready' ? state.list.name : undefined}>
      <ExportGate state={state}>{({ list, text }) => <QrCard list={list} exportText={text} />}</ExportGate>
    </Page>
  );
}

function QrCard({ list, exportText }: { list: ArmyList; exportText: string }) {
  const link = useShareLink(list, exportText);
  const copy = useCopy();
  return (
    <section className={styles.card} aria-labelledby="qr-heading">
      <h2 id="qr-heading" className={styles.heading}>
        Scan to import
      </h2>
      <p className={styles.name}>{list.name}</p>
      <div className={styles.code}>
        {link ? <QrImage link={link} label={`QR code of the import link of ${list.name}`} /> : <Spinner variant="block" label="Making a short link..." />}
      </div>
      <p className={styles.note}>Share this list with anyone, even if they have never used Scrolldex: scanning the code opens it, ready to import.</p>
      {link && (
        <div className={styles.link}>
          <code className={styles.linkText}>{link}</code>
          <Button icon={<Copy size={18} aria-hidden="true" />} onClick={() => copy(link)}>
            Copy link
          </Button>
        </div>
      )}
    </section>
  );
}
