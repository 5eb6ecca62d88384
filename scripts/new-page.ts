/**
 * `npm run new-page -- <address> [--from <address or file> | --recipe plan] [--title "…"] [--description "…"] [--footer "<group>"]`:
 * a new page file in site-config/pages/, in the house style the studio writes. The work, and what each option does,
 * is src/studio/server/new-page-command.ts.
 */
import path from 'node:path';
import { blockHooks } from '../src/blocks/node-registry.ts';
import { newPageCommand } from '../src/studio/server/new-page-command.ts';

const run = await newPageCommand({ root: path.resolve(import.meta.dirname, '..'), env: process.env, blockHooks, args: process.argv.slice(2) });
for (const line of run.lines) (line.to === 'out' ? console.log : console.error)(line.text);
process.exit(run.code);
