import { RuntimeConfigSchema, type RuntimeConfig } from '@scrolldex/contract';
import type { FastifyInstance } from 'fastify';

import type { Config } from '../env.js';
import { isSyncGated } from '../plugins/stripe.js';

/** The answer of GET /config, checked against the contract once: the config does not change while the server runs. */
export function runtimeConfig(config: Config): RuntimeConfig {
  return RuntimeConfigSchema.parse({
    serverVersion: config.serverVersion,
    apiUrl: config.apiUrl,
    uiUrl: config.uiUrl,
    ...config.webApp,
    bcp: Boolean(config.bcp),
    subscriptionRequired: isSyncGated(config.stripe),
  });
}

/** GET /config: the web app's run-time settings; no-cache, so a changed setting shows on the next load. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const body = runtimeConfig(app.config);
  app.get('/config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(body));
}
