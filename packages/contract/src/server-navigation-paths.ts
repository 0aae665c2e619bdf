// The paths the server answers itself when a browser navigates to them (every
// GET route but the web app's own files and pages), in Fastify's route syntax
// (':name' is one path segment). One list for both sides: the server refuses to
// start with a GET route that is not in it (apps/server/src/http/server-paths.ts),
// and the web app's offline worker lets these through to the network instead of
// answering them with the app shell (apps/web/vite.config.ts). The list is JSON
// so that the web app's build configuration can read it without a build of this
// package (`@scrolldex/contract/server-navigation-paths.json`).
//
// /bcp/login is the server's: it starts the BCP login, and serves the app shell
// itself for the web app's callback page at the same path (which carries the
// tokens). /import/* and /share/* are no GET routes of the server: they are the
// app's, and a navigation there gets the app shell from either side.
import paths from './server-navigation-paths.json' with { type: 'json' };

export const SERVER_NAVIGATION_PATHS: readonly string[] = paths;
