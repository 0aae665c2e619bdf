// The sign-up form refuses before the call what the server would refuse, with the server's own rules.
import { PASSWORD_IS_NAME, PASSWORD_TOO_SHORT } from '@scrolldex/contract';
import { describe, expect, it } from 'vitest';

import { checkResetPassword, checkSignUp, EMAIL_INVALID, USERNAME_INVALID } from './account-validation';

const form = { username: 'sigmar_99', email: 'sigmar@example.com', password: 'ghyran-spring-tide', confirm: 'ghyran-spring-tide' };

describe('the sign-up check', () => {
  it('takes a form the server would take, before the password is rated', () => {
    expect(checkSignUp(form)).toBeNull();
  });

  it("refuses a username the server would refuse, naming the server's rule", () => {
    expect(USERNAME_INVALID).toBe("Username must be 3 to 32 letters, digits, '_', '-' or '.'.");
    for (const username of ['ab', 'two words', 'x'.repeat(33)]) expect(checkSignUp({ ...form, username }), username).toBe(USERNAME_INVALID);
  });

  it('refuses an email the server would refuse', () => {
    expect(checkSignUp({ ...form, email: 'sigmar-at-example' })).toBe(EMAIL_INVALID);
  });

  it('refuses the username as the password at once, not only once the rule has loaded', () => {
    expect(checkSignUp({ ...form, password: 'Sigmar_99', confirm: 'Sigmar_99' })).toBe(PASSWORD_IS_NAME);
    expect(checkResetPassword('short', 'short')).toBe(PASSWORD_TOO_SHORT);
  });
});
