/**
 * The studio writes files: it is for this computer only, so it listens on a loopback address whatever
 * HOST says (unlike `npm run dev` and `npm start`, which HOST=0.0.0.0 opens to the network).
 */
import { isLoopbackHost } from '../../dev/local-access.ts';
import { DEFAULT_HOST } from '../../server/listen.ts';

/** The address to listen on (HOST if it is loopback, else 127.0.0.1), or the one line that refuses another HOST. */
export function studioHost(env: Record<string, string | undefined>): { host: string } | { refused: string } {
  const host = env.HOST;
  if (!host) return { host: DEFAULT_HOST };
  if (isLoopbackHost(host)) return { host: host.toLowerCase() === 'localhost' ? DEFAULT_HOST : host };
  return { refused: `HOST=${host} would open the studio to other computers, and the studio writes files: it listens on this computer only. Leave HOST unset (${DEFAULT_HOST}).` };
}
