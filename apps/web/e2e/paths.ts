// Where the browser tests and the web benchmarks find the project, the app and their outputs.
import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
export const WEB_DIR = join(PROJECT_ROOT, 'apps/web');
export const WEB_DIST_DIR = join(WEB_DIR, 'dist');
export const SCREENSHOT_DIR = join(PROJECT_ROOT, '.cache/screenshots');
