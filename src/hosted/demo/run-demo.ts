/**
 * `npm run studio:demo`: the hosted studio tried on one computer, whole: a local identity provider (demo-provider.ts)
 * with two people, an editor and a publisher, each with a password; a team repository of its own (a bare clone of
 * this checkout's last commit, with a roles file naming them); and the hosted studio in front of it, as
 * `npm run studio -- --hosted` runs for a team. Everything listens on this computer only, over plain http (a browser
 * treats localhost as secure), and everything it keeps is under .data/studio-demo/ (delete it to start again).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlockChecks } from '../../engine/block-checks.ts';
import { listen } from '../../server/listen.ts';
import { authPaths } from '../auth/auth-handler.ts';
import { describeRefusals, readHostedConfig } from '../config.ts';
import { git } from '../git/git.ts';
import { rolesFile } from '../git/store-paths.ts';
import { createHostedStudio } from '../hosted-studio.ts';
import { startDemoProvider, type DemoPerson } from './demo-provider.ts';

/** The demo's people: fixed passwords, so docs/studio-hosting.md can say them; the provider answers this computer only. */
export const demoPeople: readonly (DemoPerson & { role: 'editor' | 'publisher' })[] = [
  { email: 'editor@example.com', name: 'Edith Editor', password: 'editor-demo', role: 'editor' },
  { email: 'publisher@example.com', name: 'Paul Publisher', password: 'publisher-demo', role: 'publisher' },
];

export interface DemoOptions {
  /** The project: its last commit is the demo team's site, and the studio runs from it. */
  root: string;
  env: Record<string, string | undefined>;
  /** Each block's own checks, for the publish's validation (src/blocks/node-registry.ts). */
  blockHooks: BlockChecks;
  /** Where the demo keeps its repository and the studio's data (default .data/studio-demo/ in the project). */
  dataDir?: string;
}

/**
 * The demo team's repository, made once: this checkout's last commit on a branch main, plus a commit by "Studio demo"
 * that names the demo's people in the roles file. What is not committed in the checkout is not in it.
 */
async function demoRepository(root: string, dataDir: string): Promise<string> {
  const remote = path.join(dataDir, 'team.git');
  if (await stat(path.join(remote, 'HEAD')).catch(() => undefined)) return remote;
  const seed = path.join(dataDir, 'seed');
  const call = (cwd: string) => ({ cwd, home: dataDir, as: { name: 'Studio demo', email: 'demo@owl.example' } });
  await rm(seed, { recursive: true, force: true });
  await git(['clone', '--quiet', '--no-hardlinks', root, seed], call(dataDir));
  await git(['checkout', '--quiet', '-B', 'main'], call(seed));
  const people = Object.fromEntries(demoPeople.map((p) => [p.email, p.role]));
  await writeFile(path.join(seed, rolesFile), `${JSON.stringify({ $schema: '../schemas/studio-roles.schema.json', version: 1, people }, null, 2)}\n`);
  await git(['add', '--', rolesFile], call(seed));
  await git(['commit', '--quiet', '--no-verify', '-m', 'Studio demo: the demo\'s people and their roles'], call(seed));
  await git(['clone', '--quiet', '--bare', '--single-branch', '--branch', 'main', seed, `${remote}.tmp`], call(dataDir));
  await rename(`${remote}.tmp`, remote);
  await rm(seed, { recursive: true, force: true });
  return remote;
}

export async function runDemo({ root, env, blockHooks, dataDir = path.join(root, '.data/studio-demo') }: DemoOptions): Promise<{ url: string; close(): Promise<void> }> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const remote = await demoRepository(root, dataDir);

  // The studio's address is what the provider registers, so it is taken first (PORT, default 5190) and held by a
  // placeholder until the studio is ready to answer on it.
  const placeholder = createServer((_req, res) => res.writeHead(503, { 'Retry-After': '2' }).end('The studio demo is starting.\n'));
  const { port, url } = await listen(placeholder, { env: { PORT: env.PORT, HOST: '127.0.0.1' }, defaultPort: 5190, running: 'the studio demo', command: 'npm run studio:demo' });
  const publicUrl = url.replace(/\/$/, '');
  const client = { id: 'owl-studio-demo', secret: randomBytes(24).toString('base64url') };
  const idpPort = Number(env.STUDIO_DEMO_IDP_PORT ?? 5191);
  const provider = await startDemoProvider({
    people: demoPeople,
    client: { ...client, redirectUri: `${publicUrl}${authPaths.callback}`, postLogoutUri: `${publicUrl}${authPaths.signedOut}` },
    port: idpPort,
  }).catch((error: NodeJS.ErrnoException) => {
    placeholder.close();
    if (error.code !== 'EADDRINUSE') throw error;
    throw new Error(`port ${idpPort}, the demo identity provider's, is in use: is a demo already running? Stop it, or set STUDIO_DEMO_IDP_PORT=… to use another port.`);
  });

  // The demo's settings go through the same reading as a real deployment's, with http allowed on localhost only.
  const read = readHostedConfig(
    {
      STUDIO_PUBLIC_URL: publicUrl,
      STUDIO_REPO_URL: remote,
      STUDIO_OIDC_ISSUER: provider.issuer,
      STUDIO_OIDC_CLIENT_ID: client.id,
      STUDIO_OIDC_CLIENT_SECRET: client.secret,
      STUDIO_SESSION_SECRET: randomBytes(32).toString('base64'),
      STUDIO_DATA_DIR: path.join(dataDir, 'server'),
    },
    { localHttp: true },
  );
  if (!read.ok) throw new Error(describeRefusals(read.refusals));
  const studio = await createHostedStudio({ root, config: read.config, blockHooks, allowHttp: true });
  placeholder.closeAllConnections();
  await new Promise<void>((resolve) => placeholder.close(() => resolve()));
  await new Promise<void>((resolve, reject) => studio.server.once('error', reject).listen(port, '127.0.0.1', resolve));

  console.log(`Studio demo: ${publicUrl}/studio/ (identity provider: ${provider.issuer})

Sign in as either of the demo's people on the provider's own login page:
${demoPeople.map((p) => `  ${p.role.padEnd(9)} ${p.email.padEnd(22)} password: ${p.password}`).join('\n')}

The editor's saves are commits on a draft; the publisher reviews and publishes them to main of the demo's team
repository, ${path.relative(root, remote)} (a clone of this checkout's last commit: delete ${path.relative(root, dataDir)}/ to
start again). Stop with Ctrl+C.`);

  return {
    url: publicUrl,
    async close() {
      await studio.close();
      await provider.close();
    },
  };
}
