/**
 * What the test suite needs from Debian beside npm's packages: Chromium (the browser tests drive it) and
 * nginx with its brotli module (tests/e2e/nginx.test.ts serves the build behind it). On a fresh machine they
 * are not there yet: install them when we can (root, apt), otherwise say exactly what to run. Test tools
 * cannot download browsers here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './lib/chromium.ts';

const needs = [
  { what: 'Chromium', file: chromiumPath, packages: ['chromium'], otherwise: 'or set CHROME_PATH' },
  { what: 'nginx', file: '/usr/sbin/nginx', packages: ['nginx'], otherwise: '' },
  { what: "nginx's brotli module", file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', packages: ['libnginx-mod-http-brotli-static'], otherwise: '' },
];

const missing = () => needs.filter((need) => !existsSync(need.file));
if (missing().length && process.getuid?.() === 0) {
  const packages = missing().flatMap((need) => need.packages);
  console.log(`${missing().map((need) => need.what).join(', ')} missing: installing Debian's ${packages.join(', ')}…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
for (const need of missing()) {
  console.error(`The tests need ${need.what} at ${need.file}. Install it with: sudo apt-get install -y ${need.packages.join(' ')}${need.otherwise ? ` (${need.otherwise})` : ''}.`);
}
if (missing().length) process.exit(1);
