// Debian's Chromium, driven by playwright-core (no browser download), and
// poppler-utils for the print tests' PDFs: installed with apt when missing, so
// a clean CI machine needs nothing beforehand (test-harness debian-packages.ts).
import { existsSync } from 'node:fs';

import { installDebianPackages } from '@scrolldex/test-harness/debian-packages';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The features Playwright turns off (playwright-core 1.65's chromiumSwitches). Chromium reads only the last
 * `--disable-features` switch and ours comes after Playwright's, so ours names them again; the global setup checks
 * at launch that none is missing (featuresTurnedBackOn).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Each new context's window builds its address bar's two suggestion popups as web pages (chrome://omnibox-popup.top-chrome)
 * in a renderer of their own: about 1 s of CPU a test for a bar no headless test sees.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium starts a spare renderer beside each new page, to have one ready for the next site a player opens; the tests
 * never use it, and each cost about 0.07 s of CPU a new context (0.51 s against 0.44 s a bare context, measured).
 */
const SPARE_RENDERER_FEATURES = ['SpareRendererForSitePerProcess'];

const DISABLE_FEATURES = '--disable-features=';

/** Headless and quiet: no GPU, no sandbox (containers run as root), no background traffic, no address bar's popups, no spare renderers. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `${DISABLE_FEATURES}${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES, ...SPARE_RENDERER_FEATURES].join(',')}`,
];

/**
 * The features an earlier `--disable-features` switch of `commandLine` turns off that its last one does not, which
 * Chromium therefore runs with (it reads the last switch alone): after a Playwright upgrade, the ones
 * PLAYWRIGHT_DISABLED_FEATURES lacks.
 */
export function featuresTurnedBackOn(commandLine: readonly string[]): string[] {
  const lists = commandLine.filter((arg) => arg.startsWith(DISABLE_FEATURES)).map((arg) => arg.slice(DISABLE_FEATURES.length).split(','));
  const last = new Set(lists.at(-1));
  return [...new Set(lists.slice(0, -1).flat())].filter((feature) => feature !== '' && !last.has(feature));
}

/** poppler-utils: the print tests read the text of the PDFs Chromium makes and draw their pages as pictures. */
export const PDFTOTEXT_PATH = '/usr/bin/pdftotext';
export const PDFTOPPM_PATH = '/usr/bin/pdftoppm';
export const PDFINFO_PATH = '/usr/bin/pdfinfo';

const CHROMIUM_PACKAGE = { path: CHROMIUM_PATH, debianPackage: 'chromium' };
const POPPLER_PACKAGE = { path: PDFTOTEXT_PATH, debianPackage: 'poppler-utils' };

/** The packages of `programs` whose program is missing, installed in one apt run. */
async function ensureDebianPrograms(programs: readonly { path: string; debianPackage: string }[], purpose: string): Promise<void> {
  const missing = programs.filter((program) => !existsSync(program.path));
  if (missing.length === 0) return;
  await installDebianPackages(
    missing.map((program) => program.debianPackage),
    purpose,
  );
  const stillMissing = missing.filter((program) => !existsSync(program.path));
  if (stillMissing.length > 0)
    throw new Error(
      `apt-get installed ${stillMissing.map((program) => program.debianPackage).join(', ')} but ${stillMissing.map((program) => program.path).join(', ')} is still missing.`,
    );
}

/** Chromium, for the benches. */
export function ensureChromium(): Promise<void> {
  return ensureDebianPrograms([CHROMIUM_PACKAGE], `run Chromium at ${CHROMIUM_PATH}`);
}

/** Chromium and poppler-utils, for the browser tests. */
export function ensureBrowserTestPrograms(): Promise<void> {
  return ensureDebianPrograms([CHROMIUM_PACKAGE, POPPLER_PACKAGE], 'run the browser tests');
}
