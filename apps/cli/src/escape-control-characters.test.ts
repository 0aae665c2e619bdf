import { describe, expect, it } from 'vitest';

import { escapeControlCharacters } from './escape-control-characters.js';

describe('escapeControlCharacters', () => {
  it('writes terminal escape sequences, bells, carriage returns and C1 controls out', () => {
    expect(escapeControlCharacters('Liberators\u001b[2J\u001b]0;owned\u0007 (120)\r\u009b31m')).toBe('Liberators\\x1b[2J\\x1b]0;owned\\x07 (120)\\r\\x9b31m');
  });

  it('writes bidirectional overrides out, so a name shows in the order it is written', () => {
    expect(escapeControlCharacters('Hag Queen \u202e)021(\u202c')).toBe('Hag Queen \\u202e)021(\\u202c');
  });

  it('leaves printable text alone, accents, curly quotes, bullets and emoji included', () => {
    const text = 'Général’s Regiment • Lord-Celestant (140) 🐉 – “Fyreslayers”';
    expect(escapeControlCharacters(text)).toBe(text);
  });
});
