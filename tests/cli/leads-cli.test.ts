/**
 * `npm run leads`, run for real on real inbox files: every good submission is shown, torn or damaged
 * lines are skipped and named by line number, and what strangers typed can never drive the terminal.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../helpers/temp-project.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'leads-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const line = (receivedAt: string, body: object) => JSON.stringify({ receivedAt, body });
const lead = { company_name: 'Desert Motors', name: 'Ana Ruiz', mobile: '5550104477', email: 'ana@desertmotors.example', contact_type: 1 };
const contact = { name: 'Bo Chen', email: 'bo@example.com', message: 'Please call me about GAP.', contact_type: 0 };

async function inbox(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}

// Anything a terminal acts on: escape sequences (clear screen, a window title via OSC), a carriage return
// that would let text overwrite the row, a backspace, a C1 CSI, and a bidi override that reverses the rest.
const hostile = 'E\x1b[2J\x1b]0;t\x07\r\b\x9b1m\u202eevil';
/** How the table shows it: every one of them as an escape, in 40 columns (the Message column) exactly. */
const hostileShown = String.raw`E\x1b[2J\x1b]0;t\x07\r\b\x9b1m\u202eevil`;

describe('npm run leads', () => {
  it('shows every good record and names the torn and damaged lines it skipped', async () => {
    const file = await inbox(
      'torn.jsonl',
      [
        line('2026-12-01T15:00:00.000Z', lead),
        '{"receivedAt":"2026-12-01T15:01:00.000Z","body":{"company_name":"Half Wri',
        line('2026-12-01T15:02:00.000Z', contact),
        '',
        'not json at all',
        line('2026-12-01T15:03:00.000Z', { ...contact, name: 'Cy Park' }),
        '{"receivedAt":"2026-12-01T15:04:00.000Z","body":{"name":"torn at the end of the fi',
      ].join('\n'),
    );
    const run = await runScript('leads.ts', ['--file', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Ana Ruiz');
    expect(run.stdout).toContain('Bo Chen');
    expect(run.stdout).toContain('Cy Park');
    expect(run.stdout).toContain('3 submissions in');
    expect(run.stderr).toMatch(/^3 lines of .*torn\.jsonl are not a whole submission and were skipped: lines 2, 5 and 7\./);

    const json = await runScript('leads.ts', ['--file', file, '--json']);
    expect((JSON.parse(json.stdout) as { body: { name: string } }[]).map((r) => r.body.name)).toEqual(['Ana Ruiz', 'Bo Chen', 'Cy Park']);
    expect(json.stderr).toContain('lines 2, 5 and 7');
  });

  it('says nothing about damage when there is none', async () => {
    const run = await runScript('leads.ts', ['--file', await inbox('clean.jsonl', `${line('2026-12-01T15:00:00.000Z', lead)}\n`)]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('1 submission in');
  });

  it('shows control characters and escape sequences escaped, never raw', async () => {
    const file = await inbox(
      'hostile.jsonl',
      [
        line('2026-12-01T15:00:00.000Z', { ...contact, message: hostile }),
        line('2026-12-01T15:01:00.000Z', { ...contact, message: 'Line one\r\nline\ttwo\u2066\u200f\x00\x7f' }),
      ].join('\n'),
    );
    for (const args of [[], ['--json']]) {
      const run = await runScript('leads.ts', ['--file', file, ...args]);
      expect(run.code).toBe(0);
      // Nothing a terminal would interpret reaches it: no C0 control but newline, no DEL, no C1, no bidi control.
      expect(run.output.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u);
      if (args.length) {
        // Escaped, the value is still exactly what was received.
        expect((JSON.parse(run.stdout) as { body: { message: string } }[]).map((r) => r.body.message)).toEqual([hostile, 'Line one\r\nline\ttwo\u2066\u200f\x00\x7f']);
      } else {
        const rows = run.stdout.split('\n');
        expect(hostileShown).toHaveLength(40);
        expect(rows[2]!.endsWith(`  ${hostileShown}`)).toBe(true);
        expect(rows[3]!.endsWith(String.raw`  Line one\r line two\u2066\u200f\x00\x7f`)).toBe(true);
      }
    }
  });

  it('cuts long values between whole characters, so an emoji is never split, and keeps the columns aligned', async () => {
    const family = '👨‍👩‍👧‍👦';
    const message = `${'x'.repeat(38)}${family} and more`;
    const file = await inbox(
      'emoji.jsonl',
      [
        line('2026-12-01T15:00:00.000Z', { ...contact, name: `${'🦉'.repeat(30)}`, message }),
        line('2026-12-01T15:01:00.000Z', { ...contact, name: 'Zoë 日本語 Ünïcödé', message: `${'y'.repeat(38)}🇺🇸🇺🇸` }),
        line('2026-12-01T15:02:00.000Z', contact),
      ].join('\n'),
    );
    const run = await runScript('leads.ts', ['--file', file]);
    expect(run.code).toBe(0);
    // A lone surrogate (half an emoji) would have become U+FFFD on the way out.
    expect(run.stdout).not.toContain('\uFFFD');
    const rows = run.stdout.split('\n').slice(2, 5);
    const segments = (text: string) => Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (s) => s.segment);
    const [owls, flags] = rows;
    // 30 owls are 60 columns: cut to at most 22 (the Name column), whole owls and an ellipsis.
    expect(owls).toContain(`${'🦉'.repeat(10)}…`);
    expect(owls).not.toContain('🦉'.repeat(11));
    // The family is one grapheme of seven code points and two columns: it does not fit, and goes whole.
    expect(owls).toMatch(/x{38}…$/);
    expect(owls).not.toMatch(/[\u200d\u{1F468}\u{1F469}\u{1F467}\u{1F466}]/u);
    expect(flags).toMatch(/y{38}…$/);
    // Every row's Email column starts in the same terminal column, whatever came before it.
    const emailColumn = 19 + 2 + 7 + 2 + 22 + 2;
    const wide = /\p{Emoji_Presentation}|[\u3040-\u30ff\u4e00-\u9fff]/u;
    const columnOf = (row: string, text: string) => segments(row.slice(0, row.indexOf(text))).reduce((sum, g) => sum + (wide.test(g) ? 2 : 1), 0);
    expect(rows.map((row) => columnOf(row, 'bo@example.com'))).toEqual([emailColumn, emailColumn, emailColumn]);
  });
});
