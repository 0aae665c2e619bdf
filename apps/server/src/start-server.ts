// What `pnpm start` does (server.ts): reads the configuration, builds the app
// and listens on PORT, until SIGINT or SIGTERM.
import { preparePasswordRating } from '@scrolldex/contract/password';
import type { FastifyInstance } from 'fastify';

import { buildApp, type AppDeps } from './app.js';
import { formatConfigIssues, loadConfig, type Config } from './env.js';
import { redactCredentials } from './http/redact-url.js';

/**
 * The app, ready to listen: the password rule's word lists are ranked before it takes a request, not on the first
 * password check, which they held up with every request behind it.
 */
export async function prepareServer(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = await buildApp(config, deps);
  preparePasswordRating();
  return app;
}

/** Starts the server of this process; `deps` are buildApp's (the browser tests' server converts from their test data). */
export async function startServer(deps: AppDeps = {}): Promise<void> {
  const loaded = loadConfig(import.meta.dirname);
  if (!loaded.ok) {
    process.stderr.write(`${formatConfigIssues(loaded.errors)}\n`);
    process.exit(1);
  }
  const config = loaded.value;

  let app;
  try {
    app = await prepareServer(config, deps);
  } catch (error) {
    process.stderr.write(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }

  app.log.info(
    {
      repo: redactCredentials(config.gameDataRepo),
      repoSource: config.gameDataRepoSource,
      database: config.databaseUrl === null ? config.databasePath : redactCredentials(config.databaseUrl),
      cache: config.gameDataCacheDir,
      faq: config.faqPath,
      envFile: loaded.envFile,
    },
    'configuration',
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'cannot listen');
    process.stderr.write(`The server could not listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
