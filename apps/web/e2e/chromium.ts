// Debian's Chromium, driven by playwright-core (no browser download): installed
// with apt when missing, so a clean CI machine needs nothing beforehand.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless and quiet: no GPU, no sandbox (containers run as root), no background traffic. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function run(command: string[]): void {
  console.log(`[e2e] $ ${command.join(' ')}`);
  const result = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0)
    throw new Error(`'${command.join(' ')}' failed (exit ${result.status ?? result.signal}); install Chromium at ${CHROMIUM_PATH} to run the browser tests.`);
}

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`[e2e] ${CHROMIUM_PATH} is missing: installing Debian's chromium package with apt-get.`);
  // apt needs root; a CI runner's user has password-less sudo instead.
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  run([...asRoot, 'apt-get', 'update']);
  run([...asRoot, 'apt-get', 'install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing.`);
}
