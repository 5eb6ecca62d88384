/**
 * What the test suite needs from the system beside npm's packages (scripts/lib/system-needs.ts): a browser,
 * and nginx with its brotli module. On a fresh machine they are not there yet: install them when we can
 * (root, apt), otherwise say exactly what to run. Test tools cannot download browsers here.
 * Stops the run (exit 1) only for what is required: a browser always, nginx in CI. A developer without root
 * whose browser is there (Debian's, or CHROME_PATH's) goes on, and the nginx tests say they were skipped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { missingMessage, packagesFor, systemNeeds } from './lib/system-needs.ts';

const missing = () => systemNeeds(process.env, existsSync).filter((need) => !existsSync(need.file));
const installable = packagesFor(missing());
if (installable.length && process.getuid?.() === 0) {
  console.log(`${missing().map((need) => need.what).join(', ')} missing: installing ${installable.join(', ')} with apt…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...installable], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
const left = missing();
for (const need of left) (need.required ? console.error : console.warn)(`${need.required ? '' : 'Warning: '}${missingMessage(need)}${need.required ? '' : ' Until then the tests that need it are skipped.'}`);
if (left.some((need) => need.required)) process.exit(1);
