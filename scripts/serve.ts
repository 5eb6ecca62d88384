/**
 * `npm run serve` (and the second half of `npm start`): serves the production build in dist/ on localhost.
 * PORT chooses the port (default 4173). When site.json `api.base` is empty, the local lead inbox answers
 * the forms too, storing submissions in .data/leads.jsonl (LEADS_FILE to change; `npm run leads` lists them).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { createSiteHandler, inboxFile, localInbox, shownPath } from '../src/server/site-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.argv.includes('--dir') ? path.resolve(process.argv[process.argv.indexOf('--dir') + 1]!) : path.join(root, 'dist');
const port = Number(process.env.PORT ?? 4173);
const inbox = await localInbox(distDir, inboxFile(root, process.env));
const handle = createSiteHandler({ distDir, inbox });

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving the built site at http://localhost:${port}/  (Ctrl+C to stop)`);
  if (inbox) console.log(`Form submissions are stored in ${shownPath(inboxFile(root, process.env))} (npm run leads lists them)`);
});
