/**
 * `npm run leads`: lists the form submissions the local lead inbox received (see src/server/lead-inbox.ts).
 * `-- --json` prints them as a JSON array instead of a table; `-- --file <path>` (or LEADS_FILE) reads another inbox file.
 * Lines that are not a whole submission (a write cut off by a crash or a full disk) are skipped and named.
 */
import path from 'node:path';
import { formatInboxTable } from '../src/server/inbox-table.ts';
import { readInbox } from '../src/server/lead-inbox.ts';
import { inboxFile, shownPath } from '../src/server/site-server.ts';
import { terminalSafeJson } from '../src/server/terminal-text.ts';
import { readOptions } from '../src/engine/cli-args.ts';

const root = path.resolve(import.meta.dirname, '..');
const options = readOptions('npm run leads', { file: { type: 'string' }, json: { type: 'boolean', default: false } });
const file = options.file ? path.resolve(options.file) : inboxFile(root, process.env);
const where = shownPath(file);

/** "3", "3 and 7", "3, 7 and 9", or the first few and how many more. */
function lineList(lines: number[], shown = 20): string {
  const head = lines.slice(0, shown).map(String);
  if (lines.length > shown) return `${head.join(', ')} and ${lines.length - shown} more`;
  return head.length > 1 ? `${head.slice(0, -1).join(', ')} and ${head.at(-1)}` : head.join('');
}

const { records, damagedLines } = await readInbox(file);
if (options.json) {
  console.log(terminalSafeJson(records));
} else if (!records.length) {
  console.log(`No submissions yet in ${where}.`);
} else {
  console.log(`${formatInboxTable(records)}\n\n${records.length} submission${records.length === 1 ? '' : 's'} in ${where} (times in UTC).`);
}
if (damagedLines.length) {
  const one = damagedLines.length === 1;
  console.error(
    `${damagedLines.length} line${one ? '' : 's'} of ${where} ${one ? 'is' : 'are'} not a whole submission and ${one ? 'was' : 'were'} skipped: ` +
      `line${one ? '' : 's'} ${lineList(damagedLines)}. This happens when a write was cut off (a crash, a full disk) or the file was edited by hand; ` +
      'open the file at those lines to see what is left of them.',
  );
}
