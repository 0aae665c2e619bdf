import { describe, expect, it } from 'vitest';

import {
  CreateAccountBodySchema,
  EmailSchema,
  LogoutBodySchema,
  PASSWORD_IS_NAME,
  PASSWORD_ONLY_SPACES,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordShapeProblem,
  RequestResetBodySchema,
  UsernameSchema,
} from './account.js';
import { isUnderServerPrefix, SERVER_PATH_PREFIXES } from './server-path-prefixes.js';
import { SERVER_NAVIGATION_PATHS } from './server-navigation-paths.js';

describe('the account fields', () => {
  it('take a username of 3 to 32 letters, digits and _ - . only, trimmed', () => {
    expect(UsernameSchema.parse('  Sigmar_the-1.  ')).toBe('Sigmar_the-1.');
    for (const bad of ['ab', 'a'.repeat(33), 'two words', 'émile', ''])
      expect(UsernameSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe("must be 3 to 32 letters, digits, '_', '-' or '.'");
  });

  it('take an email of at most 254 characters, trimmed', () => {
    expect(EmailSchema.parse(' player@example.com ')).toBe('player@example.com');
    expect(EmailSchema.safeParse('not-an-email').success).toBe(false);
    expect(EmailSchema.safeParse(`${'a'.repeat(250)}@example.com`).success).toBe(false);
  });

  it('check the cheap part of the new-password rule in the order the player meets it', () => {
    expect(passwordShapeProblem('short')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordShapeProblem('x'.repeat(129))).toBe(PASSWORD_TOO_LONG);
    expect(passwordShapeProblem('          ')).toBe(PASSWORD_ONLY_SPACES);
    expect(passwordShapeProblem(' Archaon-Everchosen ', { username: 'archaon-everchosen' })).toBe(PASSWORD_IS_NAME);
    expect(passwordShapeProblem('nagash', { email: 'nagash@example.com' })).toBe(PASSWORD_TOO_SHORT);
    expect(passwordShapeProblem('nagash99', { email: 'nagash99@example.com' })).toBe(PASSWORD_IS_NAME);
    expect(passwordShapeProblem('correct horse battery')).toBeNull();
  });
});

describe('the account bodies', () => {
  it('hold what the server reads, with unknown fields dropped', () => {
    const body = CreateAccountBodySchema.parse({ email: 'a@b.co', username: 'abc', password: 'pw', admin: true });
    expect(body).toEqual({ email: 'a@b.co', username: 'abc', password: 'pw' });
    expect(CreateAccountBodySchema.safeParse({ email: 'a@b.co', username: 'abc' }).success).toBe(false);
  });

  it('let a logout come without a body, and a reset request without uiUrl', () => {
    expect(LogoutBodySchema.parse(undefined)).toBeUndefined();
    expect(LogoutBodySchema.parse({})).toEqual({});
    expect(RequestResetBodySchema.parse({ usernameOremail: ' abc ' })).toEqual({ usernameOremail: 'abc' });
  });
});

describe('the server path prefixes', () => {
  it('cover every path a browser navigates to on the server, by whole segments', () => {
    for (const path of SERVER_NAVIGATION_PATHS) expect(isUnderServerPrefix(path), path).toBe(true);
    expect(isUnderServerPrefix('/settings')).toBe(false);
    expect(isUnderServerPrefix('/s/abc')).toBe(true);
    expect(isUnderServerPrefix('/faqs')).toBe(false);
    expect(new Set(SERVER_PATH_PREFIXES).size).toBe(SERVER_PATH_PREFIXES.length);
  });
});
