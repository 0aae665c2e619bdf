import 'fake-indexeddb/auto';

import { encodeShareLink } from '@scrolldex/rules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dataErrorAtom, gameDataAtom } from '../../state/game-data';
import { libraryAtom } from '../../state/lists';
import { clearListStorage, storedListRows } from '../../test/list-storage';
import { loadRealGameData } from '../../test/real-game-data';
import { readSharedList } from '../../test/shared-lists';
import { renderExportImport } from './render-export-import';

const SLAVES = readSharedList('054-slaves-to-darkness.txt');
const KHARADRON = readSharedList('031-kharadron-overlords.txt');

async function paste(text: string) {
  fireEvent.change(await screen.findByLabelText('Paste your list'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
}

beforeEach(async () => {
  localStorage.clear();
  await clearListStorage();
});
afterEach(cleanup);

describe('ListImport', () => {
  it('imports a pasted official-app list: Confirm Import shows what was read, Confirm saves it first and replaces the route with the builder', async () => {
    const { store, history } = renderExportImport('/import', loadRealGameData());
    await paste(SLAVES);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    expect((within(dialog).getByLabelText('List name') as HTMLInputElement).value).toBe('Chaos and It’s Completely Different but Also Still Chaos');
    expect(within(dialog).queryByText('Slaves to Darkness - Legion of the First Prince')).not.toBeNull();
    expect(within(dialog).queryByText(/1860\/2000 pts/)).not.toBeNull();
    expect(within(dialog).queryByText('The text says 2000')).not.toBeNull();
    expect(within(dialog).queryByText('9')).not.toBeNull();
    expect(within(dialog).queryByText('1 error')).not.toBeNull();
    expect(within(dialog).queryByText('Every line of the text was imported.')).not.toBeNull();

    fireEvent.change(within(dialog).getByLabelText('List name'), { target: { value: '  Be’lakor’s Legion  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await screen.findByText(/^Builder of /);
    // Saved once the library has loaded from storage (the builder shows it loading meanwhile).
    await waitFor(() => expect(store.get(libraryAtom).lists).toHaveLength(1));
    const library = store.get(libraryAtom);
    const list = library.lists[0]!;
    expect(list).toMatchObject({
      name: 'Be’lakor’s Legion',
      faction: 'Slaves to Darkness - Legion of the First Prince',
      lastPointsTotal: 1860,
      lastValidation: 'error',
      errors: [{ code: 'BATTLE_TACTICS_MISSING' }],
    });
    expect(library.order[0]).toBe(list.id);
    expect(history.location.pathname).toBe(`/list/${list.id}`);
    // Replaced, not pushed: back leaves the builder for the page before the import.
    expect(history.length).toBe(2);
    expect(((await storedListRows())[list.id] as { name: string }).name).toBe('Be’lakor’s Legion');
    expect(await screen.findByText('Imported Be’lakor’s Legion')).toBeTruthy();
  });

  it('shows every line it could not place with its number and reason', async () => {
    renderExportImport('/import', loadRealGameData());
    await paste(KHARADRON);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    const unplaced = within(dialog).getByRole('region', { name: '6 lines not imported' });
    const items = within(unplaced).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[2]!).queryByText('Line 18')).not.toBeNull();
    expect(within(items[2]!).queryByText('Scourge of Ghyran Grundstok Gunhauler (170)')).not.toBeNull();
    expect(within(items[2]!).queryByText('Grundstok Gunhauler (Scourge of Ghyran) is not a unit of Kharadron Overlords in the current data.')).not.toBeNull();
    expect(within(items[5]!).queryByText('Line 23')).not.toBeNull();
    expect(within(items[5]!).queryByText('It belongs to Scourge of Ghyran Codewright (100), which could not be placed.')).not.toBeNull();
  });

  it('shows each line read with a change: a note left out, with its line number', async () => {
    renderExportImport('/import', loadRealGameData());
    await paste(SLAVES.replace('Legion of the First Prince Flamers of Tzeentch (120)', 'Legion of the First Prince Flamers of Tzeentch [old models] (120)'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    const changes = within(dialog).getByRole('region', { name: '1 line read with a change' });
    expect(within(changes).queryByText('Line 23')).not.toBeNull();
    expect(within(changes).queryByText('[old models]')).not.toBeNull();
    expect(within(changes).queryByText('Line 23: ignored the note "[old models]".')).not.toBeNull();
    expect(within(dialog).queryByText('Every line of the text was imported.')).not.toBeNull();
  });

  it('says how it found the army of a list whose lines name none: here, from the battle formation', async () => {
    renderExportImport('/import', loadRealGameData());
    // Our own example of the shape: a title, then the formation where the army line would be.
    await paste(['Hammers Over Aqshy 1990/2000 pts', '', 'Thunderhead Host', "General's Regiment", 'Lord-Imperatant (110)', '• General'].join('\n'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    expect(within(dialog).getByText('Stormcast Eternals')).toBeTruthy();
    expect(within(dialog).getByRole('note').textContent).toBe(
      'Army inferred from the battle formation: Thunderhead Host → Stormcast Eternals (line 3). No line of the text names the army: check it before you confirm.',
    );
  });

  it('says nothing was inferred when a line names the army', async () => {
    renderExportImport('/import', loadRealGameData());
    await paste(SLAVES);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    expect(within(dialog).queryByRole('note')).toBeNull();
  });

  it('keeps Confirm disabled while the name is empty or longer than 100 characters', async () => {
    renderExportImport('/import', loadRealGameData());
    await paste(SLAVES);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    const name = within(dialog).getByLabelText('List name');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    fireEvent.change(name, { target: { value: '   ' } });
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).queryByText('List name is required.')).not.toBeNull();
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).queryByText('List name must be at most 100 characters.')).not.toBeNull();
    fireEvent.change(name, { target: { value: 'x'.repeat(100) } });
    expect(confirm.disabled).toBe(false);
  });

  it("says 'No valid army found in the list text.' in red under the button for text naming no army, and which line it expected it on", async () => {
    renderExportImport('/import', loadRealGameData());
    await paste('Just some words\nnothing more');
    const alert = screen.getByRole('alert');
    expect(within(alert).queryByText('No valid army found in the list text.')).not.toBeNull();
    expect(alert.textContent).toContain("Expected an army's name on line 1: Just some words");
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Game data not loaded.' when the game data could not be loaded", async () => {
    const { store } = renderExportImport('/import', null);
    store.set(dataErrorAtom, 'Could not load game data: offline.');
    await paste(SLAVES);
    expect(within(screen.getByRole('alert')).queryByText('Game data not loaded.')).not.toBeNull();
  });

  it('reads a list whose Import was pressed before the game data came once it comes', async () => {
    const { store } = renderExportImport('/import', null);
    await paste(SLAVES);
    expect([screen.queryByRole('alert'), screen.queryByText('Loading game data...')]).toEqual([null, expect.anything()]);
    store.set(gameDataAtom, loadRealGameData());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    expect(within(dialog).queryByText('Slaves to Darkness - Legion of the First Prince')).not.toBeNull();
  });
});

describe('ListImportEncoded', () => {
  it('opens Confirm Import straight away for an import link (URL-safe base64 without padding)', async () => {
    renderExportImport(`/import/${encodeShareLink(SLAVES)}`, loadRealGameData());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    expect((within(dialog).getByLabelText('List name') as HTMLInputElement).value).toBe('Chaos and It’s Completely Different but Also Still Chaos');
    expect((screen.getByLabelText('Paste your list') as HTMLTextAreaElement).value).toBe(SLAVES);
  });

  it('reads standard base64 with padding too', async () => {
    const standard = Buffer.from(KHARADRON, 'utf8').toString('base64');
    expect(standard).toMatch(/[+/=]/);
    renderExportImport(`/import/${encodeURIComponent(standard)}`, loadRealGameData());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Import' });
    expect(within(dialog).queryByText('Kharadron Overlords')).not.toBeNull();
  });

  it('waits for the game data before reading the link', async () => {
    const { store } = renderExportImport(`/import/${encodeShareLink(SLAVES)}`, null);
    expect(await screen.findByText('Loading game data...')).toBeTruthy();
    const { gameDataAtom } = await import('../../state/game-data');
    store.set(gameDataAtom, loadRealGameData());
    await screen.findByRole('dialog', { name: 'Confirm Import' });
  });

  it('says a damaged link cannot be read, and still offers the paste area', async () => {
    renderExportImport('/import/not*base64!', loadRealGameData());
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByText('This import link cannot be read.')).not.toBeNull();
    expect(alert.textContent).toContain('The import link is damaged: it is not valid base64.');
    expect(screen.queryByLabelText('Paste your list')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
