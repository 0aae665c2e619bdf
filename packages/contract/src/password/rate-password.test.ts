import { describe, expect, it } from 'vitest';

import { PASSWORD_IS_NAME, PASSWORD_ONLY_SPACES, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../account.js';
import { PASSWORD_LIMITS } from '../limits.js';
import { ratePassword, rateSecret } from './rate-password.js';
import { SITE_WORDS } from './site-words.js';

describe('ratePassword', () => {
  // The passwords a security probe once got through, each with the reason the player is told.
  it.each([
    ['aaaaaaaa', 'it repeats one character'],
    ['abcdefgh', 'it is a run like "abc" or "123"'],
    ['Password1!', 'it is close to a commonly used password'],
    ['Summer2024', 'add another word or two that are less common'],
    ['scrolldex1', 'it is made of your name, your email or words of this site'],
    ['sigmar123', 'it is made of your name, your email or words of this site'],
    ['stormcast', 'it is made of your name, your email or words of this site'],
  ])('refuses %s, saying why', (password, reason) => {
    const rating = ratePassword(password);
    expect(rating.score).toBeLessThan(PASSWORD_LIMITS.minScore);
    expect(rating.reason).toBe(reason);
    expect(rating.problem).toBe(`Password is too easy to guess: ${reason}.`);
  });

  it('takes a few uncommon words, and a random string', () => {
    for (const password of ['Kroak-ate-7-skinks', 'blue-mango-tractor', 'q7Kx0pZr9TfB', 'correct horse battery']) {
      const rating = ratePassword(password);
      expect(rating, password).toMatchObject({ problem: null, reason: null });
      expect(rating.score).toBeGreaterThanOrEqual(PASSWORD_LIMITS.minScore);
    }
  });

  it("refuses the owner's username and email inside a password, and an army name in another spelling", () => {
    expect(ratePassword('kroak2024!', { username: 'Kroak', email: 'lizard@example.com' }).problem).toBe(
      'Password is too easy to guess: it is made of your name, your email or words of this site.',
    );
    expect(ratePassword('lizard-1987', { username: 'Kroak', email: 'lizard@example.com' }).score).toBeLessThan(PASSWORD_LIMITS.minScore);
    expect(ratePassword('StormcastEternals1').score).toBeLessThan(PASSWORD_LIMITS.minScore);
    expect(ratePassword('lumineth realm-lords').score).toBeLessThan(PASSWORD_LIMITS.minScore);
  });

  it('checks the length and name rules first, with their own sentences', () => {
    expect(ratePassword('q7Kx0pZ').problem).toBe(PASSWORD_TOO_SHORT);
    expect(ratePassword(`q7Kx0pZr9TfB${'x'.repeat(PASSWORD_LIMITS.maxLength)}`).problem).toBe(PASSWORD_TOO_LONG);
    expect(ratePassword('          ').problem).toBe(PASSWORD_ONLY_SPACES);
    expect(ratePassword('Kroak.The.Slann', { username: 'kroak.the.slann' }).problem).toBe(PASSWORD_IS_NAME);
    expect(ratePassword('Kroak@Example.com', { email: 'kroak@example.com' }).problem).toBe(PASSWORD_IS_NAME);
  });

  it('labels each score with one word', () => {
    expect(ratePassword('aaaaaaaa').label).toBe('Very weak');
    expect(ratePassword('Kroak-ate-7-skinks').label).toBe('Strong');
  });

  it('rates a long password quickly: only its start is scored', () => {
    const long = Array.from({ length: 128 }, (_, index) => 'q7Kx0pZr9TfB2vLm8WcN4yHs6DgJ1aEu'[(index * 7) % 32]).join('');
    ratePassword('warm up the word lists');
    const started = Date.now();
    expect(ratePassword(long).problem).toBeNull();
    // Without the bound, zxcvbn took seconds here; the margin is for a busy machine.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('knows the site words in every spelling a guesser tries', () => {
    expect(SITE_WORDS).toEqual(expect.arrayContaining(['scrolldex', 'age of sigmar', 'ageofsigmar', 'stormcast eternals', 'stormcasteternals', 'eternals']));
    expect(new Set(SITE_WORDS).size).toBe(SITE_WORDS.length);
  });
});

describe('rateSecret', () => {
  it('rates random characters about 1 per character, and patterns or words well under', () => {
    expect(rateSecret('q7Kx0pZr9TfB2vLm8WcN4yHs6DgJ1aEu').log10GuessesPerCharacter).toBeGreaterThan(0.95);
    expect(rateSecret('abcdefgh'.repeat(6))).toEqual({ log10GuessesPerCharacter: expect.any(Number) as number, reason: 'it repeats a pattern' });
    expect(rateSecret('abcdefgh'.repeat(6)).log10GuessesPerCharacter).toBeLessThan(0.1);
    expect(rateSecret('change-me-to-a-long-random-secret-please').log10GuessesPerCharacter).toBeLessThan(0.8);
  });
});
