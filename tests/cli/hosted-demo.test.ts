/**
 * `npm run studio:demo` (src/hosted/demo/run-demo.ts): the hosted studio whole on one computer. Its team repository
 * is this checkout's last commit plus the roles of the demo's people, made once and kept; the editor signs in on the
 * provider's own page and is the editor; a second start finds the same repository.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { demoPeople, runDemo } from '../../src/hosted/demo/run-demo.ts';
import { freePort } from '../helpers/free-port.ts';
import { Jar, send, signIn } from '../helpers/oidc-browser.ts';
import { repoRoot } from '../helpers/temp-project.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-demo-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));
const team = (...args: string[]) => execFileSync('git', ['--git-dir', path.join(dataDir, 'team.git'), ...args], { encoding: 'utf8' }).trim();

it('runs the hosted studio over a team repository of its own, where the demo editor signs in as an editor; a restart keeps it', async () => {
  const [editor] = demoPeople;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  for (const start of ['first', 'again']) {
    const demo = await runDemo({ root: repoRoot, env: { PORT: '0', STUDIO_DEMO_IDP_PORT: String(await freePort()) }, blockHooks, dataDir });
    try {
      const said = vi.mocked(console.log).mock.calls.flat().join('\n');
      expect(said).toContain(`Studio demo: ${demo.url}/studio/`);
      expect(said).toMatch(/editor {4}editor@example\.com {5}password: editor-demo/);
      const jar = new Jar();
      await signIn(jar, `${demo.url}/studio/`, editor!.email, editor!.password);
      const me = await send(jar, `${demo.url}/hosted/api/me`);
      expect(await me.json(), start).toMatchObject({ email: editor!.email, role: 'editor', draft: null });
    } finally {
      await demo.close();
    }
    // main: the checkout's last commit, then the demo's roles.
    expect(team('log', '--format=%an|%s', '-2', 'main').split('\n')).toEqual(['Studio demo|Studio demo: the demo\'s people and their roles', expect.stringContaining('|')]);
    expect(team('rev-parse', 'main^')).toBe(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim());
    expect(JSON.parse(team('show', 'main:site-config/studio-roles.json')).people).toEqual({ 'editor@example.com': 'editor', 'publisher@example.com': 'publisher' });
  }
}, 120_000);
