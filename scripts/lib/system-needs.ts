/**
 * What the test suite needs from the system beside npm's packages, and what to do when one is missing
 * (scripts/ensure-chromium.ts acts on it; tests/e2e/nginx-process.ts skips by it):
 * - a Chromium or Chrome, which every browser test drives: Debian's `chromium-headless-shell` at
 *   /usr/bin/chromium-headless-shell (scripts/lib/chromium.ts says why not the whole browser), or any Chrome-family
 *   browser named by CHROME_PATH (GitHub's runners: /usr/bin/google-chrome, preinstalled);
 * - nginx and its brotli module, which tests/e2e/nginx.test.ts and client-limits.test.ts serve the build behind.
 * A browser is required everywhere. nginx is required in CI (`CI` set: .ci/run, GitHub Actions), so a runner
 * that lacks it fails rather than passes with less; on a developer's computer without it (and without root
 * to install it), the nginx tests are skipped, saying why and what to install.
 */
import { testBrowserPath } from './chromium.ts';

export interface SystemNeed {
  what: string;
  /** The file that must exist. */
  file: string;
  /** Debian/Ubuntu packages that put it there; none when CHROME_PATH names the browser (apt cannot fix that path). */
  packages: string[];
  /** False: the suite runs without it, skipping the tests that need it. */
  required: boolean;
}

const nginxBinaries = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'];
/** Where Debian's and Ubuntu's libnginx-mod-http-brotli-static put the module deploy/nginx.conf loads. */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** The packages for the nginx tests, as named in Debian 12 and Ubuntu 24.04 alike. */
export const nginxPackages = ['nginx', 'libnginx-mod-http-brotli-static'];

type Env = Record<string, string | undefined>;
type Exists = (file: string) => boolean;

/** The nginx binary found, or the usual place when there is none. */
export const nginxBinary = (exists: Exists) => nginxBinaries.find(exists) ?? nginxBinaries[0]!;

export function systemNeeds(env: Env, exists: Exists): SystemNeed[] {
  const inCI = Boolean(env.CI);
  return [
    { what: env.CHROME_PATH ? `the browser CHROME_PATH names` : "Chromium's headless shell", file: testBrowserPath(env), packages: env.CHROME_PATH ? [] : ['chromium-headless-shell'], required: true },
    { what: 'nginx', file: nginxBinary(exists), packages: ['nginx'], required: inCI },
    { what: "nginx's brotli module", file: brotliModule, packages: ['libnginx-mod-http-brotli-static'], required: inCI },
  ];
}

/** The Debian/Ubuntu packages that would supply what is missing. */
export const packagesFor = (missing: readonly SystemNeed[]) => [...new Set(missing.flatMap((need) => need.packages))];

/** One line per missing need: what, where, and how to get it. */
export function missingMessage(need: SystemNeed): string {
  if (!need.packages.length) return `CHROME_PATH is ${need.file}, and there is no file there: point it at a Chrome or Chromium (on GitHub's runners, /usr/bin/google-chrome).`;
  const install = `sudo apt-get install -y ${need.packages.join(' ')}`;
  const browser = need.packages.includes('chromium-headless-shell') ? ', or set CHROME_PATH to a Chrome or Chromium' : '';
  return `The tests need ${need.what} at ${need.file}. Install it with: ${install}${browser}.`;
}

/**
 * Why the nginx tests cannot run here, or undefined when they can. They never skip in CI: there a missing
 * nginx is an error (ensure-chromium stops the run, and startNginx throws).
 */
export function nginxSkipReason(env: Env, exists: Exists): string | undefined {
  if (env.CI) return undefined;
  const missing = systemNeeds(env, exists).filter((need) => need.packages.some((name) => nginxPackages.includes(name)) && !exists(need.file));
  if (!missing.length) return undefined;
  return `skipped: ${missing.map((need) => `${need.what} (${need.file})`).join(' and ')} not installed. Install with: sudo apt-get install -y ${nginxPackages.join(' ')} (CI never skips these).`;
}
