/**
 * A team's hosted studio on this computer, for the hosted tests: a copy of the project made into a bare git repository
 * (the team's remote, with the content as committed and a roles file naming the demo's people), the demo's real
 * OpenID provider, and the hosted studio (src/hosted/hosted-studio.ts) listening on localhost over plain http
 * (a browser treats localhost as secure, so its Secure cookies work).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { readHostedConfig } from '../../src/hosted/config.ts';
import { startDemoProvider, type DemoPerson, type DemoProvider } from '../../src/hosted/demo/demo-provider.ts';
import { createHostedStudio, type HostedStudio } from '../../src/hosted/hosted-studio.ts';
import { freePort } from './free-port.ts';
import { repoRoot, tempProject } from './temp-project.ts';

export interface HostedTeam {
  /** The studio's address, http://localhost:<port>. */
  base: string;
  /** The team's bare repository. */
  remote: string;
  /** A folder of the test's own, removed with the team (the remote lives in it). */
  temp: string;
  studio: HostedStudio;
  provider: DemoProvider;
  /** git in `cwd`, with a clean environment and a seed identity. */
  git(cwd: string, ...args: string[]): string;
  close(): Promise<void>;
}

/** Starts the team's studio for `people` (each with their role in the roles file). */
export async function startHostedTeam(people: readonly (DemoPerson & { role: 'editor' | 'publisher' })[], prefix = 'hosted-team-'): Promise<HostedTeam> {
  const temp = mkdtempSync(path.join(tmpdir(), prefix));
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: temp, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'Seed', GIT_AUTHOR_EMAIL: 'seed@owl.example', GIT_COMMITTER_NAME: 'Seed', GIT_COMMITTER_EMAIL: 'seed@owl.example' },
    });
  // The whole project (the studio renders from each draft's folder), with the content as committed (others may be
  // editing this work tree meanwhile).
  const project = tempProject(`${prefix}project-`);
  const tar = path.join(temp, 'content.tar');
  execFileSync('git', ['archive', '--format=tar', '-o', tar, 'HEAD', 'site-config', 'public', 'schemas'], { cwd: repoRoot });
  for (const part of ['site-config', 'public', 'schemas']) rmSync(path.join(project.root, part), { recursive: true });
  execFileSync('tar', ['-xf', tar, '-C', project.root]);
  const roles = Object.fromEntries(people.map((p) => [p.email, p.role]));
  writeFileSync(path.join(project.root, 'site-config/studio-roles.json'), `${JSON.stringify({ $schema: '../schemas/studio-roles.schema.json', version: 1, people: roles }, null, 2)}\n`);
  git(project.root, 'init', '--quiet', '-b', 'main');
  git(project.root, 'add', '--all', '--', '.', ':(exclude)node_modules', ':(exclude).cache');
  git(project.root, 'commit', '--quiet', '-m', 'The site as it is');
  const remote = path.join(temp, 'team.git');
  git(temp, 'clone', '--quiet', '--bare', project.root, remote);
  project.remove();

  const port = await freePort();
  const base = `http://localhost:${port}`;
  const client = { id: 'studio-test', secret: randomBytes(24).toString('base64url') };
  const provider = await startDemoProvider({ people, client: { ...client, redirectUri: `${base}/auth/callback`, postLogoutUri: `${base}/auth/signed-out` } });
  const read = readHostedConfig(
    {
      STUDIO_PUBLIC_URL: base,
      STUDIO_REPO_URL: remote,
      STUDIO_OIDC_ISSUER: provider.issuer,
      STUDIO_OIDC_CLIENT_ID: client.id,
      STUDIO_OIDC_CLIENT_SECRET: client.secret,
      STUDIO_SESSION_SECRET: randomBytes(32).toString('base64'),
      STUDIO_DATA_DIR: path.join(temp, 'data'),
    },
    { localHttp: true },
  );
  if (!read.ok) throw new Error(JSON.stringify(read.refusals));
  const studio = await createHostedStudio({ root: repoRoot, config: read.config, blockHooks, allowHttp: true });
  await new Promise<void>((resolve) => studio.server.listen(port, '127.0.0.1', resolve));
  return {
    base,
    remote,
    temp,
    studio,
    provider,
    git,
    async close() {
      await studio.close();
      await provider.close();
      rmSync(temp, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
