/**
 * `npm run studio:demo`: the hosted studio's sign-in on this computer, with a local identity provider and two sample
 * people (an editor and a publisher). The work is src/hosted/demo/run-demo.ts.
 */
import path from 'node:path';
import { runDemo } from '../src/hosted/demo/run-demo.ts';

const demo = await runDemo({ root: path.join(import.meta.dirname, '..'), env: process.env }).catch((error: unknown) => {
  console.error(`npm run studio:demo cannot start: ${(error as Error).message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void demo.close().finally(() => process.exit(0)));
