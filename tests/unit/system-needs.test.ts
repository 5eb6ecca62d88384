/**
 * What the suite asks of the system (scripts/lib/system-needs.ts), on the machines it meets: this one and
 * .ci/run (Debian's Chromium headless shell, root), GitHub's ubuntu-latest (Google Chrome through CHROME_PATH, not root) and
 * a developer's computer without nginx. Files are a given set, not this machine's.
 */
import { describe, expect, it } from 'vitest';
import { brotliModule, missingMessage, nginxSkipReason, packagesFor, systemNeeds } from '../../scripts/lib/system-needs.ts';

const debianShell = '/usr/bin/chromium-headless-shell';
const googleChrome = '/usr/bin/google-chrome';
const nginx = '/usr/sbin/nginx';
const on = (...files: string[]) => (file: string) => files.includes(file);
const missing = (env: Record<string, string>, exists: (file: string) => boolean) => systemNeeds(env, exists).filter((need) => !exists(need.file));

describe('what the tests need from the system', () => {
  it("a fresh Debian machine: Chromium's headless shell, nginx and the brotli module, all from apt, the browser required", () => {
    const left = missing({}, on());
    expect(packagesFor(left)).toEqual(['chromium-headless-shell', 'nginx', 'libnginx-mod-http-brotli-static']);
    expect(left.filter((need) => need.required).map((need) => need.what)).toEqual(["Chromium's headless shell"]);
    expect(missingMessage(left[0]!)).toBe(
      "The tests need Chromium's headless shell at /usr/bin/chromium-headless-shell. Install it with: sudo apt-get install -y chromium-headless-shell, or set CHROME_PATH to a Chrome or Chromium.",
    );
  });

  it("GitHub's runner, not root, its Chrome named by CHROME_PATH, nginx but no brotli module: nothing required is missing outside CI", () => {
    const exists = on(googleChrome, nginx);
    const left = missing({ CHROME_PATH: googleChrome }, exists);
    expect(left.map((need) => need.file)).toEqual([brotliModule]);
    expect(left.some((need) => need.required)).toBe(false);
    expect(nginxSkipReason({ CHROME_PATH: googleChrome }, exists)).toBe(
      `skipped: nginx's brotli module (${brotliModule}) not installed. Install with: sudo apt-get install -y nginx libnginx-mod-http-brotli-static (CI never skips these).`,
    );
  });

  it('in CI the same machine must have nginx: the module is required and the nginx tests do not skip', () => {
    const exists = on(googleChrome, nginx);
    const left = missing({ CI: 'true', CHROME_PATH: googleChrome }, exists);
    expect(left.filter((need) => need.required).map((need) => need.file)).toEqual([brotliModule]);
    expect(nginxSkipReason({ CI: 'true' }, exists)).toBeUndefined();
  });

  it('a CHROME_PATH that names no file is required and not installable: apt cannot put a browser there', () => {
    const left = missing({ CHROME_PATH: '/opt/nowhere/chrome' }, on(nginx, brotliModule));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ file: '/opt/nowhere/chrome', packages: [], required: true });
    expect(missingMessage(left[0]!)).toContain('CHROME_PATH is /opt/nowhere/chrome, and there is no file there');
  });

  it("an empty CHROME_PATH is unset: Debian's headless shell, from apt", () => {
    expect(systemNeeds({ CHROME_PATH: '' }, on())[0]).toMatchObject({ what: "Chromium's headless shell", file: debianShell, packages: ['chromium-headless-shell'] });
  });

  it('this machine and .ci/run: everything there, nothing skipped', () => {
    const exists = on(debianShell, nginx, brotliModule);
    expect(missing({}, exists)).toEqual([]);
    expect(nginxSkipReason({}, exists)).toBeUndefined();
  });

  it('nginx under /usr/local is found', () => {
    expect(systemNeeds({}, on('/usr/local/sbin/nginx'))[1]!.file).toBe('/usr/local/sbin/nginx');
  });
});
