/**
 * `npm run studio:demo`: the hosted studio on this computer, with a local identity provider, two sample people (an
 * editor and a publisher) and a team repository of its own. The work is src/hosted/demo/run-demo.ts.
 */
import path from 'node:path';

// The preview renders as the build does (scripts/studio.ts says why); set before Vite and React load.
process.env.NODE_ENV = 'production';
const { blockHooks } = await import('../src/blocks/node-registry.ts');
const { runDemo } = await import('../src/hosted/demo/run-demo.ts');

const demo = await runDemo({ root: path.join(import.meta.dirname, '..'), env: process.env, blockHooks }).catch((error: unknown) => {
  console.error(`npm run studio:demo cannot start: ${(error as Error).message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void demo.close().finally(() => process.exit(0)));
