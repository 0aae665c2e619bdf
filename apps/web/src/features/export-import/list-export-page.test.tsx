import 'fake-indexeddb/auto';

import { dataVersionOf, type ArmyList } from '@scrolldex/rules';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EMPTY_LIBRARY } from '../../data/list-library-store';
import { libraryAtom } from '../../state/lists';
import { loadRealGameData } from '../../test/real-game-data';
import { importedList, renderExportImport } from './render-export-import';

vi.stubGlobal('__APP_VERSION__', '9.8.7');

function renderExport(list: ArmyList | null, path = '/list/list-1/export') {
  const rendered = renderExportImport(path, loadRealGameData());
  if (list) rendered.store.set(libraryAtom, { ...EMPTY_LIBRARY, lists: [list] });
  return rendered;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ListExport', () => {
  it("shows the engine's export text: title with points and cap, army, regiments, our footer with app and data version", async () => {
    renderExport(importedList('054-slaves-to-darkness.txt'));
    const text = (await screen.findByLabelText('Export text')).textContent!;
    const lines = text.split('\n');
    expect(lines[0]).toBe('Legion of the First Prince 1860/2000 pts');
    expect(lines).toContain('Slaves to Darkness | Legion of the First Prince');
    expect(lines).toContain("General's Regiment");
    expect(lines.slice(lines.indexOf("General's Regiment") + 1, lines.indexOf("General's Regiment") + 3)).toEqual([
      expect.stringMatching(/^Be'lakor, the Dark Master \(\d+\)$/),
      '• General',
    ]);
    expect(text).toMatch(/Created with Scrolldex(?:\u200b|\u200c|\u200d|\u2060){16,}\n/);
    expect(lines.at(-1)).toBe(`App: 9.8.7 | Data: ${dataVersionOf(loadRealGameData())}`);
  });

  it('wraps the text in a code fence with Discord formatting, a setting kept for next time', async () => {
    renderExport(importedList('054-slaves-to-darkness.txt'));
    fireEvent.click(await screen.findByRole('switch', { name: 'Discord formatting' }));
    const text = screen.getByLabelText('Export text').textContent!;
    expect(text.startsWith('```\nLegion of the First Prince 1860/2000 pts\n')).toBe(true);
    expect(text.endsWith('\n```')).toBe(true);
    expect(localStorage.getItem('discordFormatting')).toBe('true');
  });

  it("copies exactly the text shown and says 'Copied!'", async () => {
    let copied: string | null = null;
    document.execCommand = vi.fn(() => {
      copied = document.querySelector<HTMLTextAreaElement>('textarea[readonly]')?.value ?? null;
      return true;
    });
    renderExport(importedList('054-slaves-to-darkness.txt'));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(copied).toBe(screen.getByLabelText('Export text').textContent);
  });

  it('links to the QR code of the list', async () => {
    renderExport(importedList('054-slaves-to-darkness.txt'));
    expect((await screen.findByRole('link', { name: 'QR Code' })).getAttribute('href')).toBe('/list/list-1/qrcode');
  });

  it("says 'List not found or army data not loaded.' for an unknown list", async () => {
    renderExport(null, '/list/nope/export');
    expect(await screen.findByText('List not found or army data not loaded.')).toBeTruthy();
    expect(screen.queryByLabelText('Export text')).toBeNull();
  });

  it("says 'Army not found for faction' for a list whose army the data lacks", async () => {
    renderExport(importedList('054-slaves-to-darkness.txt', { faction: 'Lost Army' }));
    const empty = (await screen.findByText('Army not found for faction')).parentElement!;
    expect(within(empty).queryByText('The game data has no army named Lost Army.')).not.toBeNull();
  });
});
