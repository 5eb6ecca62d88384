/**
 * `npm run dev`: the site with live preview (src/dev/dev-server.ts). PORT and HOST choose where (default
 * 127.0.0.1:5173); `--root DIR` serves another copy of the project (tests use one).
 */
import path from 'node:path';
import { readOptions } from '../src/engine/cli-args.ts';
import { createDevServer } from '../src/dev/dev-server.ts';
import { listen } from '../src/server/listen.ts';

const otherRoot = readOptions('npm run dev', { root: { type: 'string' } }).root;
const root = path.resolve(otherRoot ?? path.join(import.meta.dirname, '..'));
// A copy's node_modules is usually a link to the project's: keep its pre-bundled dependencies apart.
const dev = await createDevServer({ root, env: process.env, ...(otherRoot ? { cacheDir: path.join(root, '.vite') } : {}) });
const { url } = await listen(dev.server, { env: process.env, defaultPort: 5173, running: 'a dev server', command: 'npm run dev' });
console.log(`Dev server at ${url}`);
