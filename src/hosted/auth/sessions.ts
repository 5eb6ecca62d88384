/**
 * Sign-in sessions, kept on disk under the data dir (one small JSON file each, written whole or not at all), so a
 * restart of the studio signs no one out. The browser holds only `<id>.<signature>`: a random id and its HMAC with
 * the session secret. A value whose signature does not match is refused before the disk is touched, so guessing
 * or forging ids costs the server nothing. Files are named by a hash of the id, so a copy of the folder (a backup)
 * holds no cookie that would sign anyone in.
 *
 * A session ends after `idleMs` without a request (8 hours by default: a working day's pauses, not a night) or
 * `absoluteMs` after sign-in (24 hours: everyone signs in again each day, through the company's login, which may
 * have turned them away since), or at logout.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Secret } from '../secret.ts';

/** What a session knows of the person: what the ID token said at sign-in. Their role is looked up on each request (roles.ts). */
export interface SessionPerson {
  email: string;
  name: string;
  /** The provider's `sub` for this person. */
  subject: string;
  /** The ID token, handed back to the provider at logout (`id_token_hint`) so it knows whose session to end. */
  idToken?: string;
}

export interface Session extends SessionPerson {
  /** When the person signed in, and when they were last seen (ms since 1970). */
  created: number;
  seen: number;
}

export interface SessionOptions {
  /** The folder the session files live in (created, readable by this user only). */
  dir: string;
  secret: Secret;
  idleMs?: number;
  absoluteMs?: number;
  now?: () => number;
}

export interface SessionStore {
  /** A new session for `person`: its cookie value, to send once in Set-Cookie. */
  create(person: SessionPerson): Promise<{ cookie: string; session: Session }>;
  /** The live session the cookie value names, or undefined (forged, unknown, ended, expired: an expired one is deleted). */
  read(cookie: string | undefined): Promise<Session | undefined>;
  /** Ends the session the cookie names; nothing when it names none. */
  destroy(cookie: string | undefined): Promise<void>;
  /** Deletes every expired session's file; how many. */
  sweep(): Promise<number>;
  /** The longest a session lives, whatever its requests: the cookie's Max-Age. */
  readonly absoluteMs: number;
}

export const defaultIdleMs = 8 * 60 * 60 * 1000;
export const defaultAbsoluteMs = 24 * 60 * 60 * 1000;
/** A request within this long of the last recorded one is not written down again: idle expiry to the minute, not a write per request. */
const seenGranularityMs = 60 * 1000;

const mac = (secret: Secret, id: string) => createHmac('sha256', secret.reveal()).update(`studio-session:${id}`).digest('base64url');

/** The id inside a cookie value whose signature is right; undefined for anything else. Touches no disk. */
export function verifiedId(secret: Secret, cookie: string | undefined): string | undefined {
  const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '');
  if (!match) return undefined;
  const [, id, sent] = match;
  const own = Buffer.from(mac(secret, id!));
  const given = Buffer.from(sent!);
  return own.length === given.length && timingSafeEqual(own, given) ? id : undefined;
}

/** `value` written to `file` whole or not at all: a temporary file beside it, flushed, then renamed over it. */
async function writeWhole(file: string, value: unknown): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(JSON.stringify(value));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function createSessionStore(options: SessionOptions): SessionStore {
  const { dir, secret } = options;
  const idleMs = options.idleMs ?? defaultIdleMs;
  const absoluteMs = options.absoluteMs ?? defaultAbsoluteMs;
  const now = options.now ?? Date.now;
  let made: Promise<unknown> | undefined;
  const ensureDir = () => (made ??= mkdir(dir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
    made = undefined;
    throw error;
  }));
  const fileOf = (id: string) => path.join(dir, `${createHash('sha256').update(id).digest('hex')}.json`);
  const expired = (s: Session, t: number) => t - s.seen > idleMs || t - s.created > absoluteMs;

  const load = async (file: string): Promise<Session | undefined> => {
    try {
      const data = JSON.parse(await readFile(file, 'utf8')) as Session;
      return typeof data.email === 'string' && typeof data.created === 'number' && typeof data.seen === 'number' ? data : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      // A file that is not a session (cut short by a full disk, edited by hand) signs no one in.
      if (error instanceof SyntaxError) return undefined;
      throw error;
    }
  };

  return {
    absoluteMs,
    async create(person) {
      await ensureDir();
      const id = randomBytes(32).toString('base64url');
      const t = now();
      const session: Session = { ...person, created: t, seen: t };
      await writeWhole(fileOf(id), session);
      return { cookie: `${id}.${mac(secret, id)}`, session };
    },
    async read(cookie) {
      const id = verifiedId(secret, cookie);
      if (!id) return undefined;
      const file = fileOf(id);
      const session = await load(file);
      if (!session) return undefined;
      const t = now();
      if (expired(session, t)) {
        await rm(file, { force: true });
        return undefined;
      }
      if (t - session.seen >= seenGranularityMs) {
        session.seen = t;
        await writeWhole(file, session);
      }
      return session;
    },
    async destroy(cookie) {
      const id = verifiedId(secret, cookie);
      if (id) await rm(fileOf(id), { force: true });
    },
    async sweep() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const t = now();
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        // Temporary files are left by a write cut short; a session file that is not one is left for a person to see.
        if (!name.endsWith('.json')) continue;
        const session = await load(file);
        if (session && expired(session, t)) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
