/**
 * The inbox's file: JSON Lines, one accepted submission a line. Appends are durable (on disk before the
 * sender is told "received") and all-or-nothing (a failed write is cut back off); a torn line left by a
 * crash is never glued to the next record, and reading skips it and says which line it was.
 */
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CustomerQuery } from '../blocks/form/query.ts';
import { checkQuery } from './check-query.ts';

/** One stored submission: a line of the inbox file. */
export interface InboxRecord {
  /** When it was accepted, ISO 8601 in UTC. */
  receivedAt: string;
  body: CustomerQuery;
}

/** The calls made on an open file: the part of node:fs/promises' FileHandle the inbox uses. */
export interface InboxFileHandle {
  stat(): Promise<{ size: number }>;
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  write(buffer: Buffer, offset: number, length: number): Promise<{ bytesWritten: number }>;
  datasync(): Promise<void>;
  sync(): Promise<void>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

/** The file-system calls the inbox makes; node:fs/promises by default, replaceable so tests can fill the disk. */
export interface InboxFileSystem {
  mkdir(dir: string, options: { recursive: true }): Promise<unknown>;
  open(file: string, flags: 'a+' | 'r'): Promise<InboxFileHandle>;
}

export const nodeFileSystem: InboxFileSystem = { mkdir, open };

async function writeAll(handle: InboxFileHandle, data: Buffer): Promise<void> {
  for (let done = 0; done < data.length; ) done += (await handle.write(data, done, data.length - done)).bytesWritten;
}

/** Whether the file's last byte ends a line (an empty file counts as ended). */
async function endsWithNewline(handle: InboxFileHandle, size: number): Promise<boolean> {
  if (size === 0) return true;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] === 0x0a;
}

/**
 * Appends one record as one line and flushes it to the disk (fdatasync) before resolving. If anything
 * fails, the file is cut back to its size before the write, so no half line stays, and the error is thrown.
 * If the file ends in a torn line (a crash mid-write), the record starts on a line of its own.
 * Not safe to call concurrently on one file: callers queue their appends (see lead-inbox.ts).
 */
export async function appendRecord(file: string, record: InboxRecord, fs: InboxFileSystem = nodeFileSystem): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, 'a+');
  let sizeBefore: number | undefined;
  try {
    sizeBefore = (await handle.stat()).size;
    const line = `${(await endsWithNewline(handle, sizeBefore)) ? '' : '\n'}${JSON.stringify(record)}\n`;
    await writeAll(handle, Buffer.from(line, 'utf8'));
    await handle.datasync();
  } catch (error) {
    if (sizeBefore !== undefined) {
      // Best effort: if even this fails, the next append starts on a new line and `npm run leads` reports the rest.
      await handle.truncate(sizeBefore).then(() => handle.datasync()).catch(() => undefined);
    }
    throw error;
  } finally {
    await handle.close().catch(() => undefined);
  }
  // A new file only survives a power cut once its folder's entry for it is on disk too.
  if (sizeBefore === 0) await syncFolder(path.dirname(file), fs);
}

async function syncFolder(dir: string, fs: InboxFileSystem): Promise<void> {
  // Some systems (Windows) cannot open a folder as a file; the record itself is already flushed.
  const handle = await fs.open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close().catch(() => undefined);
}

/** What reading the inbox found: the good records, oldest first, and the numbers (from 1) of the lines that are not one. */
export interface InboxContents {
  records: InboxRecord[];
  damagedLines: number[];
}

/** The stored submissions; a torn or damaged line (a crash, a full disk, a hand edit) is skipped and named, not fatal. */
export async function readInbox(file: string): Promise<InboxContents> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const records: InboxRecord[] = [];
  const damagedLines: number[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    const record = parseRecord(line);
    if (record) records.push(record);
    else damagedLines.push(index + 1);
  });
  return { records, damagedLines };
}

function parseRecord(line: string): InboxRecord | undefined {
  try {
    const record = JSON.parse(line) as Partial<InboxRecord> | null;
    if (!record || typeof record !== 'object' || typeof record.receivedAt !== 'string') return undefined;
    return checkQuery(record.body).ok ? (record as InboxRecord) : undefined;
  } catch {
    return undefined;
  }
}
