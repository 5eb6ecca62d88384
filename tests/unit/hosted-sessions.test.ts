/**
 * Sign-in sessions on disk (src/hosted/auth/sessions.ts): a signed cookie value, refused before any disk read when
 * forged; idle and absolute expiry; logout; a new store on the same folder (a restart) keeps them; files no one
 * else may read, named so a copy of the folder holds no usable cookie.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSessionStore, defaultAbsoluteMs, defaultIdleMs, verifiedId } from '../../src/hosted/auth/sessions.ts';
import { Secret } from '../../src/hosted/secret.ts';

const root = mkdtempSync(path.join(tmpdir(), 'owl-hosted-sessions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const secret = new Secret(randomBytes(32).toString('base64'));
const person = { email: 'ana@owladmin.example', name: 'Ana', subject: 'sub-1', idToken: 'header.payload.signature' };
const hour = 60 * 60 * 1000;

let n = 0;
function store(options: { now?: () => number; secret?: Secret } = {}) {
  const dir = path.join(root, `s${++n}`);
  return { dir, sessions: createSessionStore({ dir, secret: options.secret ?? secret, ...(options.now ? { now: options.now } : {}) }) };
}

describe('sessions', () => {
  it('a session is read back by its cookie, also by a new store on the same folder (a restart), until logout', async () => {
    const { dir, sessions } = store();
    const { cookie } = await sessions.create(person);
    expect(await sessions.read(cookie)).toMatchObject(person);
    const restarted = createSessionStore({ dir, secret });
    expect(await restarted.read(cookie)).toMatchObject({ email: person.email });
    await restarted.destroy(cookie);
    expect(await sessions.read(cookie)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('the files: readable by this user only, named by a hash (no cookie in a copy of the folder), no temporary left', async () => {
    const { dir, sessions } = store();
    const { cookie } = await sessions.create(person);
    const [name, ...others] = readdirSync(dir);
    expect(others).toEqual([]);
    expect(name).toMatch(/^[0-9a-f]{64}\.json$/);
    expect(readFileSync(path.join(dir, name!), 'utf8')).not.toContain(cookie.split('.')[0]);
    expect(statSync(path.join(dir, name!)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('a forged, tampered or foreign cookie is refused before the disk is touched', async () => {
    const { sessions, dir } = store();
    const { cookie } = await sessions.create(person);
    const [id, signature] = cookie.split('.') as [string, string];
    const other = createSessionStore({ dir, secret: new Secret(randomBytes(32).toString('base64')) });
    expect(await other.read(cookie)).toBeUndefined();
    for (const forged of [`${id}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, `${id}.`, id, `${id}.${signature}.x`, '../../etc/passwd', undefined]) {
      expect(verifiedId(secret, forged), String(forged)).toBeUndefined();
    }
    // A store whose folder cannot be read at all (it sits under a file): any disk read would throw.
    const blocked = path.join(root, 'a-file');
    writeFileSync(blocked, '');
    const noDisk = createSessionStore({ dir: path.join(blocked, 'sessions'), secret });
    const forgedId = randomBytes(32).toString('base64url');
    await expect(noDisk.read(`${forgedId}.${signature}`)).resolves.toBeUndefined();
    await expect(noDisk.read(cookie)).rejects.toThrow(/ENOTDIR/);
  });

  it('ends after 8 hours without a request, and 24 hours after sign-in however busy', async () => {
    let t = Date.UTC(2026, 0, 5, 9);
    const { sessions } = store({ now: () => t });
    expect(defaultIdleMs).toBe(8 * hour);
    expect(defaultAbsoluteMs).toBe(24 * hour);
    const started = t;
    const idle = (await sessions.create(person)).cookie;
    const busy = (await sessions.create(person)).cookie;
    t = started + 8 * hour;
    expect(await sessions.read(idle), 'idle for 8 hours exactly').toBeDefined();
    t = started + 16 * hour + 1000;
    expect(await sessions.read(idle), 'idle for 8 hours and a second').toBeUndefined();
    for (let h = 1; h <= 24; h++) {
      t = started + h * hour;
      expect(await sessions.read(busy), `hour ${h}`).toBeDefined();
    }
    t = started + 24 * hour + 1000;
    expect(await sessions.read(busy), 'a second past 24 hours').toBeUndefined();
  });

  it('sweep deletes the expired sessions only; a file that is not a session signs no one in', async () => {
    let t = Date.now();
    const { dir, sessions } = store({ now: () => t });
    const old = (await sessions.create(person)).cookie;
    t += 9 * hour;
    const fresh = (await sessions.create(person)).cookie;
    expect(await sessions.sweep()).toBe(1);
    expect(await sessions.read(old)).toBeUndefined();
    expect(await sessions.read(fresh)).toBeDefined();
    for (const name of readdirSync(dir)) writeFileSync(path.join(dir, name), '{"email": "ana@owl');
    expect(await sessions.read(fresh)).toBeUndefined();
  });
});
