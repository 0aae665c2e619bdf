import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { styleSheetsUnder } from '../test/style-sheets';

const SOURCE_DIR = join(import.meta.dirname, '..');

/** The breakpoint scale (tokens.css): a layout changes at one of these widths and nowhere else. */
const SCALE = [640, 768, 1024, 1280, 1536];

/** Every width a media query of the sheet names, as 'min-width: 640px'. */
function mediaWidths(css: string): string[] {
  return [...css.matchAll(/@media[^{]*/g)].flatMap((query) =>
    [...query[0].matchAll(/(min|max)-width:\s*(\d+)px/g)].map((match) => `${match[1]}-width: ${match[2]}px`),
  );
}

function onScale(width: string): boolean {
  const [, bound, pixels] = /^(min|max)-width: (\d+)px$/.exec(width)!;
  // A max-width query ends one pixel below a step, so that it and the min-width query never overlap.
  return SCALE.includes(Number(pixels) + (bound === 'max' ? 1 : 0));
}

describe('the breakpoint scale', () => {
  it('finds the media queries it checks', () => {
    expect(mediaWidths('@media (min-width: 768px) and (max-width: 1023px) { a { b: c } }')).toEqual(['min-width: 768px', 'max-width: 1023px']);
    expect(onScale('max-width: 639px')).toBe(true);
    expect(onScale('min-width: 900px')).toBe(false);
  });

  it('puts every width of every stylesheet on the scale', () => {
    const sheets = styleSheetsUnder(SOURCE_DIR, '.css');
    expect(sheets.length).toBeGreaterThan(50);
    const offScale = sheets.flatMap((sheet) =>
      mediaWidths(readFileSync(sheet, 'utf8'))
        .filter((width) => !onScale(width))
        .map((width) => `${relative(SOURCE_DIR, sheet)}: ${width}`),
    );
    expect(offScale).toEqual([]);
  });
});
