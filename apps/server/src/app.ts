// buildApp(config, deps): the whole server as a Fastify instance that does not
// listen, so tests drive it with app.inject() and server.ts listens.
import { join } from 'node:path';

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import type { Config } from './env.js';
import { createFaqStore, type FaqStore } from './faq/faq-store.js';
import { createBuildStore } from './game-data/build-store.js';
import { computeBuildKey } from './game-data/build-key.js';
import type { Converter } from './game-data/converter.js';
import { createGameDataService, type GameDataService } from './game-data/game-data-service.js';
import { createWorkerConverter } from './game-data/worker-converter.js';
import { redactUrl } from './http/redact-url.js';
import { installNulRefusal, zodValidatorCompiler } from './http/request-validation.js';
import { requireListedServerPaths } from './http/server-paths.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import type { ScryptParams } from './auth/password-hash.js';
import type { MailTransport } from './auth/mail-transport.js';
import { createSmtpTransport } from './auth/smtp-transport.js';
import { authPlugin } from './plugins/auth.js';
import { installErrorHandler, INTERNAL_ERROR_MESSAGE, sendError } from './plugins/error-handler.js';
import { securityPlugin } from './plugins/security.js';
import { storesPlugin } from './plugins/stores.js';
import { stripePlugin } from './plugins/stripe.js';
import { isPageNavigation, registerWebApp, sendAppShell } from './plugins/web-app.js';
import { authRoutes } from './routes/auth.js';
import { billingRoutes } from './routes/billing.js';
import { configRoutes } from './routes/config.js';
import { faqRoutes } from './routes/faq.js';
import { dataFilesRoutes } from './routes/data-files.js';
import { gameDataRoutes } from './routes/game-data.js';
import { healthRoutes } from './routes/health.js';
import { rulesRoutes } from './routes/rules.js';
import { bcpRoutes } from './routes/bcp.js';
import { shareRoutes } from './routes/share.js';
import { syncRoutes } from './routes/sync.js';
import { gameSyncRoutes } from './routes/game-sync.js';
import { rosterSyncRoutes } from './routes/roster-sync.js';
import type { SyncHooks } from './db/sqlite/sqlite-sync-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    gameData: GameDataService;
    faq: FaqStore;
  }
}

/** What tests (and tools) may replace; everything defaults to the real thing. */
export type AppDeps = {
  /** Fastify's logger option; default: pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** How a commit becomes servable artifacts; default: convert on a worker thread. */
  convert?: Converter;
  /** Names the converter in the build cache; default: a hash of the converting code. */
  buildKey?: string;
  /** Milliseconds since the epoch for tokens, resets and rate limits; default: Date.now. */
  now?: () => number;
  /** Where mail goes; default: SMTP when config.smtp is set, else the mail_outbox table. */
  mail?: MailTransport;
  /** Fault injection for the sync transaction (tests only). */
  sync?: SyncHooks;
  /** scrypt's cost for new password hashes; default DEFAULT_SCRYPT_PARAMS. Tests whose point is not hashing pass a cheaper one. */
  passwordHashParams?: ScryptParams;
  /** The data ref converted in the background at start; default: DEFAULT_GAME_DATA_REF unless GAME_DATA_CONVERT_AT_START is false; null for none. */
  warmRef?: string | null;
};

/** The ref the web app asks for first, so the server converts it before anyone waits on it. */
export const DEFAULT_GAME_DATA_REF = 'main';

/** Path segments up to 16 KB (docs/decisions.md, "Import links": /import/* and /share/* links carry whole lists). */
export const MAX_PARAM_LENGTH = 16 * 1024;
export const PARAM_TOO_LONG = `A part of the address is too long; the limit is ${MAX_PARAM_LENGTH} characters.`;

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
  };
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = createFastify(config, deps);
  try {
    await setUp(app, config, deps);
  } catch (error) {
    // Close what did open (the database) before reporting why the start failed.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

function createFastify(config: Config, deps: AppDeps): FastifyInstance {
  return Fastify({
    logger: deps.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The request line counts towards Node's header limit (16 KB): leave room for a 16 KB path.
    http: { maxHeaderSize: 64 * 1024 },
    // Errors raised before routing (a malformed URL) get the same body as every other error.
    frameworkErrors: (error, _request, reply) => {
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, PARAM_TOO_LONG);
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      return sendError(reply, badUrl ? 400 : 500, badUrl ? 'The address of the request is not a valid URL.' : INTERNAL_ERROR_MESSAGE);
    },
  });
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** At start and hourly: spent reset links, expired tokens and old tombstones go (MaintenanceStore.purge). */
function schedulePurges(app: FastifyInstance, config: Config, now: () => number): void {
  const purge = async () => {
    const counts = await app.stores.maintenance.purge(now(), {
      resetTokenTtlMs: config.auth.resetTokenTtlSeconds * 1000,
      tombstoneMs: config.tombstoneDays * 24 * 3600 * 1000,
    });
    if (Object.values(counts).some((count) => count > 0)) app.log.info(counts, 'purged stale records');
  };
  // A failed hourly purge is retried the next hour; the one at start stops the start.
  const timer = setInterval(() => purge().catch((error: unknown) => app.log.error({ err: error }, 'could not purge stale records')), PURGE_INTERVAL_MS).unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(timer));
}

async function setUp(app: FastifyInstance, config: Config, deps: AppDeps): Promise<void> {
  app.setValidatorCompiler(zodValidatorCompiler);
  // On the root, before any route: every route of every plugin gets it.
  installNulRefusal(app);
  installErrorHandler(app, config.bodyLimitBytes);
  // Before any route: each GET route must be one the web app's offline worker lets through.
  requireListedServerPaths(app);
  app.decorate('config', config);

  await app.register(securityPlugin, { uiUrl: config.uiUrl, apiUrl: config.apiUrl, stripePricingTable: config.webApp.stripePricingTable !== null });
  await app.register(storesPlugin, { config, ...(deps.sync && { syncHooks: deps.sync }) });
  const mail = deps.mail ?? (config.smtp ? createSmtpTransport(config.smtp) : undefined);
  if (!deps.mail && config.smtp)
    app.log.info({ host: config.smtp.host, port: config.smtp.port, secure: config.smtp.secure, startTls: config.smtp.startTls }, 'sending mail through SMTP');
  await app.register(authPlugin, {
    config: config.auth,
    ...(deps.now && { now: deps.now }),
    ...(mail && { mail }),
    ...(deps.passwordHashParams && { passwordHashParams: deps.passwordHashParams }),
  });
  await app.register(stripePlugin, { config: config.stripe });
  schedulePurges(app, config, deps.now ?? Date.now);

  app.decorate('faq', await createFaqStore(config.faqPath, app.log));

  const buildKey = deps.buildKey ?? (await computeBuildKey(config.serverVersion));
  const gameData = createGameDataService({
    location: config.gameDataRepo,
    cacheDir: config.gameDataCacheDir,
    store: createBuildStore({ db: app.localDb, buildsDir: join(config.gameDataCacheDir, 'builds'), buildKey }),
    convert: deps.convert ?? createWorkerConverter(),
    logger: app.log,
    refreshIntervalMs: config.gameDataRefreshSeconds * 1000,
    warmRef: deps.warmRef !== undefined ? deps.warmRef : config.gameDataConvertAtStart ? DEFAULT_GAME_DATA_REF : null,
  });
  app.decorate('gameData', gameData);
  app.addHook('onReady', () => gameData.start());
  app.addHook('onClose', async () => gameData.close());

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(gameDataRoutes);
  await app.register(dataFilesRoutes);
  await app.register(rulesRoutes);
  await app.register(faqRoutes);
  await app.register(authRoutes);
  await app.register(syncRoutes);
  await app.register(gameSyncRoutes);
  await app.register(rosterSyncRoutes);
  await app.register(shareRoutes);
  await app.register(billingRoutes);
  await app.register(bcpRoutes, { ...(deps.now && { now: deps.now }) });

  const webApp = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (webApp && isPageNavigation(request)) return sendAppShell(reply);
    const path = request.url.split('?')[0]!;
    const shown = path.length > 120 ? `${path.slice(0, 117)}...` : path;
    return sendError(reply, 404, `There is nothing at ${request.method} ${shown}.`);
  });
}
