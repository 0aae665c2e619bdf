// A page printed to PDF as the browser's Save as PDF makes it (print media,
// the sheet's own @page size), then read back with poppler-utils: its pages'
// size and text, and each page drawn as a picture into the screenshots folder.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { ALL_LOOKS } from './harness.js';
import { PDFINFO_PATH, PDFTOPPM_PATH, PDFTOTEXT_PATH } from './chromium.js';
import { SCREENSHOT_DIR } from './paths.js';

export type PrintedPdf = {
  path: string;
  /** Each page's text, in reading order ('-layout' keeps columns apart). */
  pages: string[];
  /** The first page's size in PostScript points (A4 is 595 x 842, US Letter 612 x 792). */
  size: { width: number; height: number };
};

/** Prints the page to `.cache/screenshots/<name>.pdf`, draws each page as `<name>-page-<n>.png` (in `pnpm test:looks`), and reads it back. */
export async function printToPdf(page: Page, name: string): Promise<PrintedPdf> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.pdf`);
  await page.emulateMedia({ media: 'print' });
  writeFileSync(path, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  const info = execFileSync(PDFINFO_PATH, [path], { encoding: 'utf8' });
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info) ?? [];
  const pages = Array.from({ length: count }, (_, index) =>
    execFileSync(PDFTOTEXT_PATH, ['-layout', '-f', String(index + 1), '-l', String(index + 1), path, '-'], { encoding: 'utf8' }),
  );
  // The pages' pictures are looks, not behaviour: `pnpm test:looks` draws them.
  if (ALL_LOOKS) execFileSync(PDFTOPPM_PATH, ['-png', '-r', '70', path, join(SCREENSHOT_DIR, `${name}-page`)]);
  return { path, pages, size: { width: Number(width), height: Number(height) } };
}
