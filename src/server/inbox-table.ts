import type { InboxRecord } from './inbox-file.ts';
import { clipToWidth, padToWidth, terminalSafe } from './terminal-text.ts';

const columns: { title: string; width: number; value: (r: InboxRecord) => string }[] = [
  { title: 'Received', width: 19, value: (r) => r.receivedAt.replace('T', ' ').slice(0, 19) },
  { title: 'Form', width: 7, value: (r) => (r.body.contact_type === 1 ? 'lead' : 'contact') },
  { title: 'Name', width: 22, value: (r) => r.body.name },
  { title: 'Email', width: 28, value: (r) => r.body.email },
  { title: 'Company / mobile', width: 30, value: (r) => (r.body.contact_type === 1 ? `${r.body.company_name} / ${r.body.mobile}` : '') },
  { title: 'Message', width: 40, value: (r) => (r.body.contact_type === 0 ? r.body.message : '') },
];

/**
 * The stored submissions as a plain-text table for the terminal, one row each (times in UTC). Values are
 * what strangers typed: anything a terminal would interpret is shown escaped, and long values are clipped
 * between whole characters as the eye sees them, so an emoji is never cut in half.
 */
export function formatInboxTable(records: readonly InboxRecord[]): string {
  const row = (cells: string[]) => cells.map((c, i) => padToWidth(c, columns[i]!.width)).join('  ').trimEnd();
  return [
    row(columns.map((c) => c.title)),
    row(columns.map((c) => '-'.repeat(c.width))),
    ...records.map((r) => row(columns.map((c) => clipToWidth(terminalSafe(c.value(r)), c.width)))),
  ].join('\n');
}
