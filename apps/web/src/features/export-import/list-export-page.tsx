// ListExport (/list/{id}/export): the list as text for tournament organisers
// and chats, with the Discord code fence as a setting, Copy, and the QR code.
import { useParams } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { Copy, QrCode } from 'lucide-react';

import { Page } from '../../shared/page';
import { discordFormattingAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Switch } from '../../ui/switch';
import { ExportGate } from './export-gate';
import styles from './list-export-page.module.css';
import { useCopy } from './use-copy';
import { useListExport } from './use-list-export';

export function ListExportPage() {
  const { id } = useParams({ from: '/list/$id/export' });
  const [discord, setDiscord] = useAtom(discordFormattingAtom);
  const state = useListExport(id, discord);
  const copy = useCopy();
  const subtitle = state.status === 'ready' || state.status === 'no-army' ? state.list.name : undefined;

  return (
    <Page title="Export List" subtitle={subtitle}>
      <ExportGate state={state}>
        {({ text }) => (
          <div className={styles.layout}>
            <div className={styles.controls}>
              <Switch label="Discord formatting" description="Wrap the list in a code block for Discord." checked={discord} onCheckedChange={setDiscord} />
              <div className={styles.buttons}>
                <Button variant="primary" icon={<Copy size={18} aria-hidden="true" />} onClick={() => copy(text)}>
                  Copy
                </Button>
                <ButtonLink to="/list/$id/qrcode" params={{ id }} icon={<QrCode size={18} aria-hidden="true" />}>
                  QR Code
                </ButtonLink>
              </div>
            </div>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1) */}
            <pre className={styles.text} aria-label="Export text" tabIndex={0}>
              {text}
            </pre>
          </div>
        )}
      </ExportGate>
    </Page>
  );
}
