import { afterAll, expect, it, vi } from 'vitest';

import { makeConfig, makeTempDir, TEST_SCRYPT_PARAMS } from '../test/helpers.js';

const temp = makeTempDir();
afterAll(() => temp.remove());

it("ranks the password rule's word lists before it listens, not on the first password check", async () => {
  // This project's files share their modules: fresh ones, whose word lists no other test has ranked.
  vi.resetModules();
  const { passwordRatingPrepared } = await import('@scrolldex/contract/password');
  const { prepareServer } = await import('./start-server.js');
  expect(passwordRatingPrepared()).toBe(false);
  const app = await prepareServer(makeConfig(temp.dir, { gameDataConvertAtStart: false }), {
    logger: false,
    warmRef: null,
    passwordHashParams: TEST_SCRYPT_PARAMS,
  });
  try {
    expect(passwordRatingPrepared()).toBe(true);
  } finally {
    await app.close();
  }
});
