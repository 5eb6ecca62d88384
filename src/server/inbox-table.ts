import type { InboxRecord } from './lead-inbox.ts';

const clip = (text: string, width: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

const columns: { title: string; width: number; value: (r: InboxRecord) => string }[] = [
  { title: 'Received', width: 19, value: (r) => r.receivedAt.replace('T', ' ').slice(0, 19) },
  { title: 'Form', width: 7, value: (r) => (r.body.contact_type === 1 ? 'lead' : 'contact') },
  { title: 'Name', width: 22, value: (r) => r.body.name },
  { title: 'Email', width: 28, value: (r) => r.body.email },
  { title: 'Company / mobile', width: 30, value: (r) => (r.body.contact_type === 1 ? `${r.body.company_name} / ${r.body.mobile}` : '') },
  { title: 'Message', width: 40, value: (r) => (r.body.contact_type === 0 ? r.body.message : '') },
];

/** The stored submissions as a plain-text table for the terminal, one row each, long values clipped (times in UTC). */
export function formatInboxTable(records: readonly InboxRecord[]): string {
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(columns[i]!.width)).join('  ').trimEnd();
  return [
    row(columns.map((c) => c.title)),
    row(columns.map((c) => '-'.repeat(c.width))),
    ...records.map((r) => row(columns.map((c) => clip(c.value(r), c.width)))),
  ].join('\n');
}
