import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** GET /health: the process answers and its database is readable. For uptime checks; says nothing private. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    await app.stores.maintenance.rows(sql`select 1`);
    return reply
      .header('cache-control', 'no-store')
      .send({ status: 'ok', serverVersion: app.config.serverVersion, uptimeSeconds: Math.round(process.uptime()) });
  });
}
