/**
 * `npm run studio`: the editor for site-config/ in the browser, on this computer only
 * (http://localhost:5180/studio/; PORT chooses another port). Forms from the schemas, the page as the
 * build renders it, the validator's own messages, saves that change only what was edited
 * (src/studio/server/). `--root DIR` edits another copy of the project (tests use one). `--dev` serves the
 * studio's own app through Vite, compiled on request, for work on the studio itself. `--hosted` runs it for a team
 * instead, on a server behind its company's sign-in, every save a git commit (src/hosted/, docs/studio-hosting.md).
 */
import path from 'node:path';
import { readOptions } from '../src/engine/cli-args.ts';
import { studioHost } from '../src/studio/server/loopback.ts';

const { root: otherRoot, dev, hosted } = readOptions('npm run studio', { root: { type: 'string' }, dev: { type: 'boolean' }, hosted: { type: 'boolean' } });
const root = path.resolve(otherRoot ?? path.join(import.meta.dirname, '..'));
// The preview is the page as the build makes it, so React and Emotion run as in the build (scripts/build.ts does the
// same): production React hydrates the preview's islands without development checks, and Emotion's class names carry
// no development labels. Set before Vite loads, which reads it. The studio's browser tests took 309 s (575 CPU-seconds)
// with development React in the previews and 271 s (494) without, 2026-11-28. `--dev`, for work on the studio itself,
// keeps React's development warnings.
if (!dev) process.env.NODE_ENV = 'production';
if (hosted) {
  // Its own settings, server and sign-in; the local studio below does not start.
  const { runHostedStudio } = await import('../src/hosted/run-hosted.ts');
  const { blockHooks } = await import('../src/blocks/node-registry.ts');
  await runHostedStudio({ root, env: process.env, blockHooks });
} else await runLocal();

async function runLocal(): Promise<void> {
  const where = studioHost(process.env);
  if ('refused' in where) {
    console.error(where.refused);
    process.exit(1);
  }
  // Loaded once the options are known good: Vite takes a moment to load, and a refusal should not wait for it.
  const { listen } = await import('../src/server/listen.ts');
  const { createStudio, studioBase } = await import('../src/studio/server/studio-server.ts');
  const studio = await createStudio({
    root,
    env: process.env,
    app: dev ? 'vite' : 'built',
    // A copy's node_modules is usually a link to the project's: keep its pre-bundled dependencies apart.
    ...(otherRoot ? { cacheDir: path.join(root, '.vite') } : {}),
  });
  const { url } = await listen(studio.server, { env: { ...process.env, HOST: where.host }, defaultPort: 5180, running: 'the studio', command: 'npm run studio' });
  console.log(`Studio: ${url.replace(/\/$/, '')}${studioBase}`);

  // Stopping (Ctrl+C): name the pictures uploaded in this session that no page uses, so none is left behind in silence.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void studio
        .unusedUploads()
        .then((unused) => {
          if (unused.length) console.log(`Pictures you uploaded that no page uses (delete them under public/, or use them):\n${unused.map((p) => `  public${p}`).join('\n')}`);
        })
        .finally(() => process.exit(0));
    });
  }
}
