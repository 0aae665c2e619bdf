// Accounts' shared machinery on the app: the token service, the rate
// limits (@fastify/rate-limit), the mail transport, the keys other routes derive
// from AUTH_SECRET, and `app.authenticate`, a preHandler that checks the bearer
// access token and sets `request.userId`.
import { createHmac, randomBytes } from 'node:crypto';

import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { createOutboxTransport, type MailTransport } from '../auth/mail-transport.js';
import type { ScryptParams } from '../auth/password-hash.js';
import { createPasswordHasher, type PasswordHasher } from '../auth/password-hasher.js';
import { createRateLimit, type RateLimit } from '../auth/rate-limits.js';
import { createTokenService, INVALID_ACCESS_TOKEN, type TokenService } from '../auth/token-service.js';
import type { AuthConfig } from '../env.js';
import { AppError } from '../errors.js';
import { noStore } from '../http/no-store.js';

export type AuthServices = {
  tokens: TokenService;
  mail: MailTransport;
  passwords: PasswordHasher;
  /** `login` counts failures per (account, address) and per account for current-password checks; `loginAddress` failures per address. */
  limits: { login: RateLimit; loginAddress: RateLimit; create: RateLimit; reset: RateLimit; share: RateLimit };
  /** Signs BCP login states (routes/bcp.ts): derived from AUTH_SECRET, so every instance verifies what another issued. */
  bcpStateKey: Buffer;
  now: () => number;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
    /** preHandler for routes that need a logged-in user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The account of the bearer token; set by app.authenticate. */
    userId: string;
  }
}

export type AuthPluginOptions = { config: AuthConfig; now?: () => number; mail?: MailTransport; passwordHashParams?: ScryptParams };

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { config, now = Date.now, mail, passwordHashParams }) => {
    let secret = config.secret;
    if (secret === null) {
      // Development and tests only (env.ts refuses production without AUTH_SECRET): tokens die with the process.
      secret = randomBytes(32).toString('base64url');
      app.log.warn('AUTH_SECRET is not set: signing tokens with a random key for this process only; logins end at restart.');
    }
    const tokens = createTokenService({
      accounts: app.stores.accounts,
      secret,
      now,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    });
    // No limit of the plugin's own on every route (global: false): the routes count what they mean to (rate-limits.ts).
    // Counted in memory, or where every instance counts (PostgreSQL): db/stores.ts.
    const { rateLimitStore } = app.stores;
    await app.register(fastifyRateLimit, { global: false, ...(rateLimitStore && { store: rateLimitStore }) });
    const windowMs = config.rateLimitWindowSeconds * 1000;
    const limiter = (name: string, max: number) => createRateLimit(app, { name, max, windowMs });
    app.decorate('auth', {
      tokens,
      mail: mail ?? createOutboxTransport(app.stores.accounts, now),
      passwords: createPasswordHasher(passwordHashParams && { params: passwordHashParams }),
      limits: {
        login: limiter('login', config.loginLimit),
        loginAddress: limiter('loginAddress', config.loginAddressLimit),
        create: limiter('create', config.createLimit),
        reset: limiter('reset', config.resetLimit),
        share: limiter('share', config.shareLimit),
      },
      bcpStateKey: createHmac('sha256', secret).update('bcp-login-state').digest(),
      now,
    } satisfies AuthServices);
    app.decorateRequest('userId', '');

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      // Whatever an authenticated route answers is the account's own data.
      await noStore(request, reply);
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw new AppError('UNAUTHORIZED', INVALID_ACCESS_TOKEN);
      const check = await tokens.verifyAccess(match[1]!);
      // A deleted account's tokens, and those ended by logout or a password change, fail here at once (token-service.ts).
      if (!check.ok) throw new AppError('UNAUTHORIZED', check.message);
      request.userId = check.userId;
    });
  },
  { name: 'scrolldex-auth', dependencies: ['scrolldex-stores'] },
);
