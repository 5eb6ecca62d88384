/**
 * Chromium driven over the DevTools protocol itself, through a pipe (`--remote-debugging-pipe`), for the
 * one measurement Playwright cannot make: a prerendered page. Chromium refuses to prerender while a
 * DevTools client is attached to the page directly rather than through its tab
 * (PrerenderingDisabledByDevTools), which is how Playwright attaches. Here the caller attaches to the
 * tab and lets it attach the pages, so prerendering works as it does for a reader.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { chromiumFlags, chromiumPath } from './chromium.ts';

type Params = Record<string, unknown>;
type Listener = (params: Params, sessionId: string | undefined) => void;

/** One browser, spoken to in protocol messages; `sessionId` addresses an attached target (flat sessions). */
export interface CdpBrowser {
  send<T = Params>(method: string, params?: Params, sessionId?: string): Promise<T>;
  /** Calls `listener` for every `event`, from any session; returns the function that stops it. */
  on(event: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/**
 * Launches Debian's Chromium, headless, with a throwaway profile, controlled through fds 3 and 4. Its
 * windows are `width` x `height` (the window, not an emulated viewport: an emulated one would not carry
 * over to a prerendered page).
 */
export async function launchCdpBrowser({ width = 1280, height = 800 } = {}): Promise<CdpBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'cdp-profile-'));
  const args = ['--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, `--window-size=${width},${height}`, ...chromiumFlags, 'about:blank'];
  const child = spawn(chromiumPath, args, {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let nextId = 1;
  const pending = new Map<number, { resolve: (v: Params) => void; reject: (e: Error) => void; method: string }>();
  const listeners = new Map<string, Set<Listener>>();
  let buffered = '';
  // Messages are JSON, each ended by a NUL byte.
  fromBrowser.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let end: number;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as { id?: number; method?: string; params?: Params; result?: Params; error?: { message: string }; sessionId?: string };
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
        else call?.resolve(message.result ?? {});
      } else if (message.method) {
        for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {}, message.sessionId);
      }
    }
  });
  child.once('exit', () => {
    for (const call of pending.values()) call.reject(new Error(`Chromium exited during ${call.method}: ${stderr.trim().split('\n').at(-1) ?? ''}`));
    pending.clear();
  });

  const browser: CdpBrowser = {
    send<T>(method: string, params: Params = {}, sessionId?: string) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: Params) => void, reject, method });
        toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
      });
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set.add(listener));
      return () => set.delete(listener);
    },
    async close() {
      await browser.send('Browser.close').catch(() => {});
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
  await browser.send('Browser.getVersion');
  return browser;
}
