/**
 * `npm run serve` (and the second half of `npm start`): serves the production build in dist/ on localhost.
 * PORT chooses the port (default 4173).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { createStaticHandler } from '../src/server/static-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.argv.includes('--dir') ? path.resolve(process.argv[process.argv.indexOf('--dir') + 1]!) : path.join(root, 'dist');
const port = Number(process.env.PORT ?? 4173);
const handle = createStaticHandler(distDir);

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving the built site at http://localhost:${port}/  (Ctrl+C to stop)`);
});
