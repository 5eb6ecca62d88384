import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addressesOf } from '../../src/engine/routes.ts';
import { repoRoot, validateProject } from '../helpers/temp-project.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * One routing rule everywhere (src/engine/routes.ts): `npm run dev` and `npm start`'s server, each a
 * real process over a real socket, answer the same list of request targets with the same status and
 * Location, and that answer is what the rule says: case-sensitive addresses, one trailing slash
 * redirected (308, query kept), anything else not found, with the not-found page.
 */
interface Answer {
  status: number;
  location: string | undefined;
  title: string | undefined;
}

/**
 * GET with the target sent exactly as written (fetch would turn `//gap` into a request to a host "gap").
 * No answer at all (the server died) is status 0, so the test lists it with the others.
 */
function get(port: number, target: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: target, method: 'GET', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, title: /<title>([^<]*)<\/title>/.exec(body)?.[1] }));
    });
    req.on('error', () => resolve({ status: 0, location: undefined, title: undefined }));
    req.end();
  });
}

describe('routing: the dev server and the production server follow one rule', () => {
  let serve: ServerProcess;
  let dev: ServerProcess;
  let addresses: string[];
  let notFoundTitle: string;

  beforeAll(async () => {
    // The project itself, served by the dev server, and the run's build of it (global-setup.ts), served by
    // `npm run serve`: both servers see the same pages.
    const dist = inject('distDir');
    const loaded = await validateProject(repoRoot);
    if (!loaded.ok) throw new Error('the copied site-config does not validate');
    addresses = loaded.model.pages.flatMap(addressesOf);
    notFoundTitle = /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(dist, '404.html'), 'utf8'))![1]!;
    [serve, dev] = await Promise.all([startServer('serve', { args: ['--dir', dist] }), startServer('dev', { args: [] })]);
  });

  afterAll(async () => {
    await Promise.all([serve?.stop(), dev?.stop()]);
  });

  /** Every target to try, with what the rule says it answers. */
  function cases(): [target: string, expected: { status: number; location?: string }][] {
    const list: [string, { status: number; location?: string }][] = [];
    const ok = { status: 200 };
    const missing = { status: 404 };
    // Every page is served; the variants of an address are tried on three of them. The rule itself is tested over
    // every kind of target in tests/unit/routes.test.ts: here it is enough to show that both servers follow it (each
    // target is rendered on request by the dev server, a third of a second on this machine).
    const varied = new Set(addresses.filter((a) => a !== '/').slice(0, 3));
    for (const a of addresses) {
      list.push([a, ok]);
      if (!varied.has(a)) continue;
      list.push([`${a}?utm_source=mail&x=%20`, ok]);
      list.push([`${a}/`, { status: 308, location: a }], [`${a}/?a=1&b=%2F`, { status: 308, location: `${a}?a=1&b=%2F` }]);
      list.push([a.toUpperCase(), missing], [a.replace(/\/(.)/, (_m, c: string) => `/${c.toUpperCase()}`), missing]);
      list.push([`/${a}`, missing], [`${a}//`, missing], [`${a}/index.html`, missing], [`${a}/nothing-here`, missing]);
      // The same letters, percent-encoded: not the address as written.
      list.push([a.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`), missing], [`${a}%2F`, missing]);
    }
    const some = addresses.find((a) => a !== '/')!;
    list.push(
      ['/index.html', missing],
      ['/404.html', missing],
      // The home and not-found pages' files without ".html": no soft duplicates of those pages (issue 22 B6).
      ['/index', missing],
      ['/404', missing],
      ['/index/', missing],
      // The build's files for the server are not for visitors.
      ['/nginx.conf', missing],
      ['/nginx.conf.gz', missing],
      ['/nginx-http.conf', missing],
      ['/_headers', missing],
      ['/_redirects.br', missing],
      ['//', missing],
      ['///', missing],
      [`/${some.slice(1)}//x`, missing],
      [`${some}/../`, missing],
      ['/%', missing],
      ['/nothing-here', missing],
      ['/nothing-here/', missing],
      ['/favicon.svg', ok],
      ['/favicon.svg/', missing],
      ['/FAVICON.SVG', missing],
    );
    return list;
  }

  it('answer every target alike, as the rule says (and every "not found" is the not-found page)', async () => {
    const list = cases();
    expect(list.length).toBeGreaterThan(70);
    const disagreements: string[] = [];
    const wrong: string[] = [];
    for (const [target, expected] of list) {
      const [fromServe, fromDev] = await Promise.all([get(serve.port, target), get(dev.port, target)]);
      const shown = (a: Answer) => `${a.status}${a.location ? ` → ${a.location}` : ''}`;
      if (shown(fromServe) !== shown(fromDev)) disagreements.push(`${target}: npm start ${shown(fromServe)}, npm run dev ${shown(fromDev)}`);
      const want = `${expected.status}${expected.location ? ` → ${expected.location}` : ''}`;
      for (const [who, answer] of [['npm start', fromServe], ['npm run dev', fromDev]] as const) {
        if (shown(answer) !== want) wrong.push(`${who} ${target}: ${shown(answer)}, the rule says ${want}`);
        if (answer.status === 404 && answer.title !== notFoundTitle) wrong.push(`${who} ${target}: 404 without the not-found page (title ${answer.title})`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(wrong).toEqual([]);
    expect(serve.alive() && dev.alive()).toBe(true);
  }, 150_000);
});
