// Draws the Scrolldex mark (a scroll with brass rollers on the header colour)
// and writes the page's icon and the installable app's icons, PNGs rendered by
// Chromium. Run once after changing the mark: `node --import tsx scripts/render-icons.ts`.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';

const PUBLIC_DIR = resolve(import.meta.dirname, '../public');

const HEADER = '#1d2330';
const ACCENT = '#e3a85c';
const ACCENT_SHADE = '#b77a36';
const PARCHMENT = '#f4ecdc';
const PARCHMENT_SHADE = '#e2d5bb';

type Shape = 'rounded' | 'square';

/** The mark on a 512 grid; `scale` shrinks it about the centre (maskable icons keep to the middle 80 %). */
function markSvg(shape: Shape, scale = 1): string {
  const offset = (512 * (1 - scale)) / 2;
  const roller = (y: number) => `
    <rect x="112" y="${y}" width="288" height="60" rx="30" fill="${ACCENT}"/>
    <rect x="112" y="${y + 36}" width="288" height="24" rx="12" fill="${ACCENT_SHADE}" opacity=".55"/>
    <circle cx="112" cy="${y + 30}" r="30" fill="${ACCENT_SHADE}"/>
    <circle cx="400" cy="${y + 30}" r="30" fill="${ACCENT_SHADE}"/>
    <circle cx="112" cy="${y + 30}" r="12" fill="${HEADER}"/>
    <circle cx="400" cy="${y + 30}" r="12" fill="${HEADER}"/>`;
  const line = (y: number, width: number, opacity: number) =>
    `<rect x="184" y="${y}" width="${width}" height="16" rx="8" fill="${HEADER}" opacity="${opacity}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512"${shape === 'rounded' ? ' rx="112"' : ''} fill="${HEADER}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <rect x="148" y="130" width="216" height="252" fill="${PARCHMENT}"/>
    <rect x="148" y="130" width="216" height="22" fill="${PARCHMENT_SHADE}"/>
    ${line(186, 144, 0.85)}
    ${line(222, 110, 0.4)}
    ${line(258, 144, 0.4)}
    ${line(294, 84, 0.4)}
    <path d="M302 300 l22 22 -22 22 -22 -22 z" fill="${ACCENT}"/>
    ${roller(98)}
    ${roller(354)}
  </g>
</svg>
`;
}

const PNGS: { file: string; size: number; shape: Shape; scale?: number }[] = [
  // The page's icon: a browser draws an SVG icon as a document of its own on the page's main thread (a task of about
  // 50 ms with the CPU slowed 4x, amid the app's start); a PNG decodes in a moment.
  { file: 'icons/favicon-48.png', size: 48, shape: 'rounded' },
  { file: 'icons/icon-192.png', size: 192, shape: 'rounded' },
  { file: 'icons/icon-512.png', size: 512, shape: 'rounded' },
  { file: 'icons/icon-maskable-512.png', size: 512, shape: 'square', scale: 0.78 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'icons/apple-touch-icon.png', size: 180, shape: 'square', scale: 0.86 },
];

mkdirSync(join(PUBLIC_DIR, 'icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, shape, scale } of PNGS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = markSvg(shape, scale).replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: join(PUBLIC_DIR, file), omitBackground: true });
    await page.close();
    console.log(`wrote public/${file}`);
  }
} finally {
  await browser.close();
}
