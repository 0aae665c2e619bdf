// `pnpm start`: the server, as start-server.ts starts it.
import { startServer } from './start-server.js';

await startServer();
