// The installable app: the built files, the manifest and its icons, and
// Chromium's own verdict on installability.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { baseUrl, openPage, useBrowser, waitForGameData } from './harness.js';
import { WEB_DIST_DIR } from './paths.js';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

// The app's offline worker in every page, as a player has it: these tests go offline, install, update or load data.
const browser = useBrowser({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the installable app', () => {
  it('is built with the offline worker and the web manifest', () => {
    for (const file of ['index.html', 'sw.js', 'manifest.webmanifest', 'icons/favicon-48.png', 'icons/apple-touch-icon.png'])
      expect(existsSync(join(WEB_DIST_DIR, file)), file).toBe(true);
  });

  it('serves a manifest whose icons are PNGs of the sizes it names, a favicon and an Apple touch icon', async () => {
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({ name: 'Scrolldex', start_url: '/', display: 'standalone' });
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    const favicon = { src: '/icons/favicon-48.png', sizes: '48x48', type: 'image/png' };
    for (const icon of [...manifest.icons, favicon, { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
      const response = await fetch(`${baseUrl()}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
  });

  it('is installable in Chromium: a valid manifest, no installability errors, a worker with scope /', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'phone' });
    await waitForGameData(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl()}/`);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(manifest.url).toBe(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test contexts are incognito, where Chromium never offers installing; every other reason counts.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    await context.close();
  });
});
