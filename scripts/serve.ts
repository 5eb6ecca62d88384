/**
 * `npm run serve` (and the second half of `npm start`): serves the production build in dist/.
 * PORT and HOST choose where (default 127.0.0.1:4173, this computer only; HOST=0.0.0.0 for the network).
 * When site.json `api.base` is empty, the local lead inbox answers the forms too, storing submissions in
 * .data/leads.jsonl (LEADS_FILE to change; `npm run leads` lists them). `--dir DIR` serves another build.
 * One client cannot take it offline: timeouts for slow clients and a cap on connections per client address
 * (src/server/connection-limits.ts), and a rate limit on lead posts (src/server/lead-inbox.ts).
 */
import path from 'node:path';
import { createLimitedServer } from '../src/server/connection-limits.ts';
import { listen } from '../src/server/listen.ts';
import { guarded } from '../src/server/request-guard.ts';
import { createSiteHandler, inboxFile, localInbox, shownPath } from '../src/server/site-server.ts';
import { readOptions } from '../src/engine/cli-args.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = readOptions('npm run serve', { dir: { type: 'string' } }).dir;
const distDir = dir ? path.resolve(dir) : path.join(root, 'dist');
const inbox = await localInbox(distDir, inboxFile(root, process.env));
const server = createLimitedServer(guarded(createSiteHandler({ distDir, inbox })));

const { url } = await listen(server, { env: process.env, defaultPort: 4173, running: 'a preview', command: 'npm start' });
console.log(`Serving the built site at ${url}  (Ctrl+C to stop)`);
if (inbox) console.log(`Form submissions are stored in ${shownPath(inboxFile(root, process.env))} (npm run leads lists them)`);
