import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every stylesheet under `dir`, at any depth, whose name ends with `suffix` ('.css', '.module.css'). */
export function styleSheetsUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(suffix))
    .map((path) => join(dir, path));
}
