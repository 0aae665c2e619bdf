import { existsSync, readFileSync } from 'node:fs';

const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

/** Index of the closing quote; inside double quotes a backslash escapes the next character. */
function closingQuote(raw: string, quote: string): number {
  for (let i = 1; i < raw.length; i++) {
    if (quote === '"' && raw[i] === '\\') i++;
    else if (raw[i] === quote) return i;
  }
  return -1;
}

function unquote(raw: string): string {
  const quote = raw[0];
  if ((quote === '"' || quote === "'") && raw.length >= 2) {
    const end = closingQuote(raw, quote);
    if (end > 0) {
      const inner = raw.slice(1, end);
      return quote === '"' ? inner.replace(/\\([nrt"\\])/g, (_, c: string) => ESCAPES[c]!) : inner;
    }
  }
  // Unquoted: a ' #' starts a comment.
  const comment = raw.search(/\s#/);
  return (comment >= 0 ? raw.slice(0, comment) : raw).trim();
}

/**
 * Reads the `.env` format: `KEY=value` lines, optional `export `, `#` comments,
 * single quotes (verbatim) and double quotes (with \n, \t, \" escapes).
 * Lines that are not assignments are ignored.
 */
export function parseDotEnv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(#|$)/.test(line)) continue;
    const match = LINE.exec(line);
    if (match) values[match[1]!] = unquote(match[2]!);
  }
  return values;
}

/**
 * Adds the variables of a `.env` file to env; variables already set win, as
 * with dotenv. Returns the names it added. A missing file adds nothing.
 */
export function loadDotEnvFile(path: string, env: Record<string, string | undefined>): string[] {
  if (!existsSync(path)) return [];
  const added: string[] = [];
  for (const [key, value] of Object.entries(parseDotEnv(readFileSync(path, 'utf8')))) {
    if (env[key] !== undefined) continue;
    env[key] = value;
    added.push(key);
  }
  return added;
}
