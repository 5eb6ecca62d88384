/**
 * `npm run leads`: lists the form submissions the local lead inbox received (see src/server/lead-inbox.ts).
 * `-- --json` prints them as a JSON array instead of a table; `-- --file <path>` (or LEADS_FILE) reads another inbox file.
 */
import path from 'node:path';
import { formatInboxTable } from '../src/server/inbox-table.ts';
import { readInbox } from '../src/server/lead-inbox.ts';
import { inboxFile, shownPath } from '../src/server/site-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const fileArg = args.indexOf('--file');
const file = fileArg >= 0 && args[fileArg + 1] ? path.resolve(args[fileArg + 1]!) : inboxFile(root, process.env);

const { records, damaged } = await readInbox(file);
if (args.includes('--json')) {
  console.log(JSON.stringify(records, null, 2));
} else {
  const where = shownPath(file);
  if (!records.length) console.log(`No submissions yet in ${where}.`);
  else console.log(`${formatInboxTable(records)}\n\n${records.length} submission${records.length === 1 ? '' : 's'} in ${where} (times in UTC).`);
}
if (damaged) console.error(`${damaged} line${damaged === 1 ? ' was' : 's were'} damaged and skipped.`);
