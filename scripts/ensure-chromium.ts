/**
 * The browser tests drive Debian's Chromium. On a fresh machine it is not there yet: install it when we
 * can (root, apt), otherwise say exactly what to run. Test tools cannot download browsers here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './lib/chromium.ts';

if (!existsSync(chromiumPath)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian\'s chromium package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!existsSync(chromiumPath)) {
    console.error(`The browser tests need Chromium at ${chromiumPath}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).`);
    process.exit(1);
  }
}
