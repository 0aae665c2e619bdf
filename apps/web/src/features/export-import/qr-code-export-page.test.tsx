import 'fake-indexeddb/auto';

import { decodeShareLink, type ArmyList } from '@scrolldex/rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BARE_RUNTIME_CONFIG } from '@scrolldex/contract/test/runtime-config';

import { EMPTY_LIBRARY } from '../../data/list-library-store';
import { runtimeConfigAtom } from '../../state/game-data';
import { libraryAtom } from '../../state/lists';
import { developerModeAtom, redirectQrToDevAtom } from '../../state/settings';
import { loadRealGameData } from '../../test/real-game-data';
import { importedList, renderExportImport } from './render-export-import';

vi.stubGlobal('__APP_VERSION__', '9.8.7');

const SHORT_LINK = 'http://localhost:3000/s/AbCd1234';

function renderQr(list: ArmyList) {
  const rendered = renderExportImport('/list/list-1/qrcode', loadRealGameData());
  rendered.store.set(libraryAtom, { ...EMPTY_LIBRARY, lists: [list] });
  return rendered;
}

const savedList = (store: ReturnType<typeof renderQr>['store']) => store.get(libraryAtom).lists[0]!;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ shareLink: SHORT_LINK }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('QRCodeExport', () => {
  it("asks our server once for a short link of the list's import link, caches it on the list and draws its QR code", async () => {
    const { store } = renderQr(importedList('054-slaves-to-darkness.txt'));
    expect(await screen.findByRole('heading', { name: 'Scan to import' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Scan to import' })).queryByText('Legion of the First Prince')).not.toBeNull();
    expect(screen.queryByText(/even if they have never used Scrolldex/)).not.toBeNull();
    const image = (await screen.findByRole('img', { name: 'QR code of the import link of Legion of the First Prince' })) as HTMLImageElement;
    expect(image.getAttribute('width')).toBe('300');
    expect(image.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(screen.queryByText(SHORT_LINK)).not.toBeNull();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    const segment = url.replace(/^\/share\//, '');
    const text = decodeShareLink(segment);
    expect(text.ok && text.value.startsWith('Legion of the First Prince ')).toBe(true);
    await waitFor(() => expect(savedList(store)).toMatchObject({ exportEncoded: segment, qrImportLink: SHORT_LINK }));
  });

  it('uses the cached short link while the export text is unchanged', async () => {
    const first = renderQr(importedList('054-slaves-to-darkness.txt'));
    await waitFor(() => expect(savedList(first.store).qrImportLink).toBe(SHORT_LINK));
    const cached = savedList(first.store);
    cleanup();
    fetchMock.mockClear();
    renderQr(cached);
    expect(await screen.findByText(SHORT_LINK)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops a short link cached for another export text and asks for a new one', async () => {
    const { store } = renderQr(importedList('054-slaves-to-darkness.txt', { exportEncoded: 'T2xkIHRleHQ', qrImportLink: 'http://localhost:3000/s/OldOld00' }));
    expect(await screen.findByText(SHORT_LINK)).toBeTruthy();
    expect(screen.queryByText('http://localhost:3000/s/OldOld00')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(savedList(store).qrImportLink).toBe(SHORT_LINK));
  });

  it('carries the long import link when shortening fails (logged only)', async () => {
    fetchMock.mockImplementation(async () => new Response('{"statusCode":429}', { status: 429 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = renderQr(importedList('054-slaves-to-darkness.txt'));
    const link = await screen.findByText(/^http:\/\/localhost:3000\/import\/[A-Za-z0-9_-]+$/);
    const text = decodeShareLink(link.textContent!.split('/').pop()!);
    expect(text.ok && text.value.startsWith('Legion of the First Prince ')).toBe(true);
    expect(await screen.findByRole('img', { name: /^QR code of the import link/ })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    expect(savedList(store).qrImportLink).toBeNull();
  });

  it("points the code at the developer host for a developer who chose 'Redirect QR Codes to dev?', without shortening", async () => {
    const { store } = renderQr(importedList('054-slaves-to-darkness.txt'));
    store.set(developerModeAtom, true);
    store.set(redirectQrToDevAtom, true);
    store.set(runtimeConfigAtom, { ...BARE_RUNTIME_CONFIG, devHost: 'dev.example.com' });
    expect(await screen.findByText(/^https:\/\/dev\.example\.com\/import\/[A-Za-z0-9_-]+$/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
