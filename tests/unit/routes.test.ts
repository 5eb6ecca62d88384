import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressPattern, canonicalAddress, filePath, routeRequest } from '../../src/engine/routes.ts';
import { repoRoot } from '../helpers/temp-project.ts';

/**
 * The routing rule itself (the servers are tested end to end in tests/e2e/routing.test.ts): what the
 * page schema lets an editor write as an address is exactly what the rule serves as one.
 */
describe('the routing rule', () => {
  it('is the page schema\'s own address rule, for "path" and for "aliases"', () => {
    const schema = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/page.schema.json'), 'utf8')) as {
      properties: { path: { pattern: string }; aliases: { items: { pattern: string } } };
    };
    expect(new RegExp(schema.properties.path.pattern).source).toBe(addressPattern.source);
    // Aliases are the same rule without the home page's bare "/".
    for (const sample of ['/', '/gap', '/essentials-rv', '/a/b-c', '/GAP', '/gap/', '//gap', '/gap--x', '/gap.html']) {
      const asAlias = new RegExp(schema.properties.aliases.items.pattern).test(sample);
      expect(asAlias, sample).toBe(sample !== '/' && addressPattern.test(sample));
    }
  });

  it('routes a request exactly: case-sensitive, one trailing slash redirected to a page only, files decoded and confined', async () => {
    const pages = new Set(['/', '/gap']);
    const route = (target: string) => routeRequest(target, (a) => pages.has(a));
    expect(await route('/gap?x=1')).toEqual({ kind: 'page', address: '/gap' });
    expect(await route('/gap/?x=1')).toEqual({ kind: 'redirect', status: 308, location: '/gap?x=1' });
    for (const target of ['/GAP', '/GAP/', '//gap', '/gap//', '//', '/nothing/', '/g%61p', '/404.html', '/gap/index.html', '/gap.html', '/..', '/assets/..%2fx.js']) {
      expect(await route(target), target).toEqual({ kind: 'not-found' });
    }
    for (const target of ['*', 'http://x/gap', '', 'gap']) expect(await route(target), target).toEqual({ kind: 'bad-request' });
    expect(filePath('/images/a%20b.png')).toBe('/images/a b.png');
    expect(canonicalAddress('/GAP/?x=1')).toBe('/gap');
    expect(canonicalAddress('//gap')).toBe('/gap');
  });
});
