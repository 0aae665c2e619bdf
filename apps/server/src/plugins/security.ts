// Security headers on every answer, CORS for the configured web app origin,
// and compression of ordinary JSON answers (the large bodies are precompressed).
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityOptions = {
  /** Origin of a web app served elsewhere; null: same-origin only, no CORS headers. */
  uiUrl: string | null;
  /** Public origin of this API when the web app calls it cross-origin. */
  apiUrl: string | null;
  /** The server offers subscriptions through Stripe's pricing table (its script and frame come from Stripe). */
  stripePricingTable: boolean;
};

/** Where Stripe serves the pricing table's script and the frame it draws in. */
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

/** The Content-Security-Policy for the web app this server serves (a Vite-built single-page app). */
export function buildCspDirectives({ apiUrl, stripePricingTable }: SecurityOptions): Record<string, string[] | null> {
  const stripe = stripePricingTable ? [STRIPE_JS_ORIGIN] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'", ...(apiUrl ? [apiUrl] : [])],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: ["'self'", ...stripe],
    imgSrc: ["'self'", 'data:', 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...stripe],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    workerSrc: ["'self'"],
    // Self-hosted servers are often plain HTTP on a LAN: upgrading requests would break them.
    upgradeInsecureRequests: null,
  };
}

async function security(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: buildCspDirectives(options) },
    // Only over HTTPS do browsers honour it; never for other subdomains of the host.
    strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  await app.register(cors, {
    // Bearer tokens, not cookies: no credentials. Same-origin calls need no CORS at all.
    origin: options.uiUrl ? [options.uiUrl] : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['ETag', 'X-Data-Commit', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}

export const securityPlugin = fp<SecurityOptions>(security, { name: 'scrolldex-security' });
