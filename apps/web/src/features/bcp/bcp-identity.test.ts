import { describe, expect, it } from 'vitest';

import { unsignedJwt as jwt } from '../../test/unsigned-jwt';
import { bcpConnectedSentence, bcpTokenExpired } from './bcp-identity';

describe('bcpConnectedSentence', () => {
  it('names the player as given name, nickname in brackets, family name', () => {
    expect(bcpConnectedSentence(jwt({ given_name: 'Ada', nickname: 'inkwell', family_name: 'Quill', userId: 'u1' }))).toBe(
      'Connected to BCP as Ada (inkwell) Quill.',
    );
  });

  it('leaves out what the id token lacks, and reads a token that is no JWT as no name', () => {
    expect(bcpConnectedSentence(jwt({ nickname: 'inkwell' }))).toBe('Connected to BCP as (inkwell).');
    expect(bcpConnectedSentence(jwt({ given_name: 'Ada', family_name: 'Quill' }))).toBe('Connected to BCP as Ada Quill.');
    expect(bcpConnectedSentence('not-a-token')).toBe('Connected to BCP.');
    expect(bcpConnectedSentence(jwt({ given_name: 42 }))).toBe('Connected to BCP.');
  });
});

describe('bcpTokenExpired', () => {
  const now = Date.UTC(2026, 10, 26, 12);
  it('compares the exp claim (seconds) with now', () => {
    expect(bcpTokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(bcpTokenExpired(jwt({ exp: now / 1000 }), now)).toBe(true);
    expect(bcpTokenExpired(jwt({ exp: now / 1000 + 60 }), now)).toBe(false);
  });

  it('leaves a token without a readable exp to BCP to judge', () => {
    expect(bcpTokenExpired(jwt({}), now)).toBe(false);
    expect(bcpTokenExpired('opaque-token', now)).toBe(false);
  });
});
