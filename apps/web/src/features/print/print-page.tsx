// Print (/list/{id}/print): a list's three documents for the table,
// each previewed as paper and printed with the browser's own print (Save as
// PDF works offline too): the list sheet, warscroll cards and the phase
// reminder sheet, with a short row of options remembered on this device.
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { Printer } from 'lucide-react';

import { Page } from '../../shared/page';
import type { PrintDocument } from './print-documents';
import { PAPER_SIZES, printPaperAtom, type PaperSize } from '../../state/settings';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { Tabs } from '../../ui/tabs';
import { ExportGate, useListExport } from '../export-import';
import { ListSheetDocument } from './list-sheet-document';
import { PhaseSheetDocument } from './phase-sheet-document';
import styles from './print-page.module.css';
import { usePrintMode } from './use-print-mode';
import { WarscrollCardsDocument } from './warscroll-cards-document';

const PAPER_LABELS: Record<PaperSize, string> = { a4: 'A4', letter: 'US Letter' };

export function PrintPage() {
  const { id } = useParams({ from: '/list/$id/print' });
  const { doc = 'list' } = useSearch({ from: '/list/$id/print' });
  const navigate = useNavigate({ from: '/list/$id/print' });
  const state = useListExport(id, false);
  const [paper, setPaper] = useAtom(printPaperAtom);
  usePrintMode();
  const subtitle = state.status === 'ready' || state.status === 'no-army' ? state.list.name : undefined;

  return (
    <Page title="Print" subtitle={subtitle} wide>
      <ExportGate state={state}>
        {({ list, data, text }) => {
          const documents: { value: PrintDocument; label: string; content: React.ReactNode }[] = [
            { value: 'list', label: 'List sheet', content: <ListSheetDocument list={list} data={data} exportText={text} paper={paper} /> },
            { value: 'cards', label: 'Warscroll cards', content: <WarscrollCardsDocument list={list} data={data} paper={paper} /> },
            { value: 'phases', label: 'Phase sheet', content: <PhaseSheetDocument list={list} data={data} paper={paper} /> },
          ];
          return (
            <div className={styles.layout}>
              <div className={styles.controls}>
                <Select
                  label="Paper"
                  value={paper}
                  options={PAPER_SIZES.map((size) => ({ value: size, label: PAPER_LABELS[size] }))}
                  onChange={(value) => setPaper(value === 'letter' ? 'letter' : 'a4')}
                />
                <Button variant="primary" icon={<Printer size={18} aria-hidden="true" />} onClick={() => window.print()}>
                  Print
                </Button>
              </div>
              <Tabs
                label="Document"
                items={documents}
                value={doc}
                onValueChange={(value) => void navigate({ search: { doc: value as PrintDocument }, replace: true })}
              />
            </div>
          );
        }}
      </ExportGate>
    </Page>
  );
}
