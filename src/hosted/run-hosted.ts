/**
 * `npm run studio -- --hosted` (scripts/studio.ts): the settings read first, and every refusal printed before anything
 * listens (exit 1); then the content store opened, the sign-in connected, and the server listening on HOST/PORT,
 * behind the team's TLS proxy (STUDIO_PUBLIC_URL is what people type).
 */
import type { BlockChecks } from '../engine/block-checks.ts';
import { listen } from '../server/listen.ts';
import { describeRefusals, readHostedConfig } from './config.ts';
import { createHostedStudio } from './hosted-studio.ts';

export async function runHostedStudio({ root, env, blockHooks }: { root: string; env: Record<string, string | undefined>; blockHooks: BlockChecks }): Promise<void> {
  const read = readHostedConfig(env);
  if (!read.ok) {
    console.error(describeRefusals(read.refusals));
    process.exit(1);
  }
  const studio = await createHostedStudio({ root, config: read.config, blockHooks }).catch((error: unknown) => {
    console.error(`The hosted studio cannot start: ${(error as Error).message}`);
    process.exit(1);
  });
  const { url } = await listen(studio.server, { env, defaultPort: 5180, running: 'the studio', command: 'npm run studio -- --hosted' });
  console.log(`Hosted studio: listening on ${url} for ${read.config.publicUrl.origin}/studio/ (through the TLS proxy).`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void studio.close().finally(() => process.exit(0)));
}
