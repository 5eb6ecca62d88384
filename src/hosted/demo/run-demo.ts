/**
 * `npm run studio:demo`: the hosted studio's sign-in, tried on one computer. A local identity provider
 * (demo-provider.ts) with two people, an editor and a publisher, each with a password; a roles file naming them;
 * and, behind the sign-in, the page that says who is signed in (whoami-server.ts), until the studio is wired in.
 * Everything listens on this computer only, over plain http (a browser treats localhost as secure).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listen } from '../../server/listen.ts';
import { authPaths } from '../auth/auth-handler.ts';
import { createHostedAuth } from '../auth/hosted-auth.ts';
import { describeRefusals, readHostedConfig } from '../config.ts';
import { startDemoProvider, type DemoPerson } from './demo-provider.ts';
import { createWhoamiServer } from './whoami-server.ts';

/** The demo's people: fixed passwords, so docs/studio-hosting.md can say them; the provider answers this computer only. */
export const demoPeople: readonly (DemoPerson & { role: 'editor' | 'publisher' })[] = [
  { email: 'editor@example.com', name: 'Edith Editor', password: 'editor-demo', role: 'editor' },
  { email: 'publisher@example.com', name: 'Paul Publisher', password: 'publisher-demo', role: 'publisher' },
];

export interface DemoOptions {
  /** The project (its schemas/ check the roles file). */
  root: string;
  env: Record<string, string | undefined>;
}

export async function runDemo({ root, env }: DemoOptions): Promise<{ close(): Promise<void> }> {
  const dataDir = path.join(root, '.data/studio-demo');
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const rolesFile = path.join(dataDir, 'studio-roles.json');
  const people = Object.fromEntries(demoPeople.map((p) => [p.email, p.role]));
  await writeFile(rolesFile, `${JSON.stringify({ $schema: path.relative(dataDir, path.join(root, 'schemas/studio-roles.schema.json')), version: 1, people }, null, 2)}\n`);

  const page = createWhoamiServer();
  const { url } = await listen(page.server, { env: { PORT: env.PORT, HOST: '127.0.0.1' }, defaultPort: 5190, running: 'the studio demo', command: 'npm run studio:demo' });
  const publicUrl = url.replace(/\/$/, '');
  const client = { id: 'owl-studio-demo', secret: randomBytes(24).toString('base64url') };
  const idpPort = Number(env.STUDIO_DEMO_IDP_PORT ?? 5191);
  const provider = await startDemoProvider({
    people: demoPeople,
    client: { ...client, redirectUri: `${publicUrl}${authPaths.callback}`, postLogoutUri: `${publicUrl}${authPaths.signedOut}` },
    port: idpPort,
  }).catch((error: NodeJS.ErrnoException) => {
    page.server.close();
    if (error.code !== 'EADDRINUSE') throw error;
    throw new Error(`port ${idpPort}, the demo identity provider's, is in use: is a demo already running? Stop it, or set STUDIO_DEMO_IDP_PORT=… to use another port.`);
  });

  // The demo's settings go through the same reading as a real deployment's, with http allowed on localhost only.
  const read = readHostedConfig(
    {
      STUDIO_PUBLIC_URL: publicUrl,
      STUDIO_REPO_URL: root,
      STUDIO_OIDC_ISSUER: provider.issuer,
      STUDIO_OIDC_CLIENT_ID: client.id,
      STUDIO_OIDC_CLIENT_SECRET: client.secret,
      STUDIO_SESSION_SECRET: randomBytes(32).toString('base64'),
      STUDIO_DATA_DIR: dataDir,
    },
    { localHttp: true },
  );
  if (!read.ok) throw new Error(describeRefusals(read.refusals));
  page.serve(await createHostedAuth({ config: read.config, rolesFile, schemasDir: path.join(root, 'schemas'), allowHttp: true }));

  console.log(`Studio demo: ${publicUrl}/ (identity provider: ${provider.issuer})

Sign in as either of the demo's people on the provider's own login page:
${demoPeople.map((p) => `  ${p.role.padEnd(9)} ${p.email.padEnd(22)} password: ${p.password}`).join('\n')}

For now the demo shows who is signed in, through the hosted studio's sign-in (src/hosted/auth/);
the studio itself is wired in behind it later (issue 23). Roles: ${path.relative(root, rolesFile)}. Stop with Ctrl+C.`);

  return {
    async close() {
      page.server.closeAllConnections();
      await new Promise<void>((resolve) => page.server.close(() => resolve()));
      await provider.close();
    },
  };
}
