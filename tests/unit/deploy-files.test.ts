import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, usesDataImages } from '../../src/build/deploy-csp.ts';
import { headersFileText, redirectsFileText } from '../../src/build/deploy-headers.ts';
import { nginxConfText, nginxHttpConfText } from '../../src/build/deploy-nginx.ts';
import type { ResolvedPage, SiteConfig, SiteModel } from '../../src/engine/types.ts';
import { allPathsHeaders, deniedFeatures, securityHeaders } from '../../src/server/response-headers.ts';
import siteJson from '../../site-config/site.json';

const root = path.resolve(import.meta.dirname, '../..');
const page = (over: Partial<ResolvedPage>): ResolvedPage => ({ file: 'site-config/pages/x.json', path: '/x', aliases: [], title: 'X', description: 'X', sections: [], ...over });

/** A site with a scheduler on one page, a video inside another block's content, an alias and a not-found page. */
function model(apiBase = ''): SiteModel {
  return {
    site: { ...(siteJson as SiteConfig), api: { base: apiBase, key: 'k' } },
    pages: [
      page({ path: '/', sections: [{ type: 'embed', src: 'https://www.youtube-nocookie.com/embed/abc', title: 'Video' }] }),
      page({ path: '/book', sections: [{ type: 'embed', src: 'https://calendly.com/owladmin/call', title: 'Book', height: 750 }] }),
      page({ path: '/claims', aliases: ['/claim'] }),
      page({ path: null }),
    ],
  };
}

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the Content-Security-Policy', () => {
  it('frames exactly the origins of the embed blocks, and posts only to the site itself while api.base is empty', () => {
    const policy = contentSecurityPolicy(model(), { scriptHashes: [] });
    expect(directive(policy, 'frame-src')).toBe('frame-src https://calendly.com https://www.youtube-nocookie.com');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it("allows the form API's origin when site.json api.base names one", () => {
    expect(directive(contentSecurityPolicy(model('https://api.owladmin.example/v2'), { scriptHashes: [] }), 'connect-src')).toBe("connect-src 'self' https://api.owladmin.example");
  });

  it('allows data: images only when built styles draw one', () => {
    const css = `.check{background:url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E")}`;
    expect([usesDataImages(css), usesDataImages('.a{background:url(/images/a.svg)}')]).toEqual([true, false]);
    expect(directive(contentSecurityPolicy(model(), { scriptHashes: [], dataImages: true }), 'img-src')).toBe("img-src 'self' data:");
    expect(directive(contentSecurityPolicy(model(), { scriptHashes: [] }), 'img-src')).toBe("img-src 'self'");
  });

  it('frames nothing on a site without embeds', () => {
    expect(directive(contentSecurityPolicy({ ...model(), pages: [page({ path: null })] }, { scriptHashes: [] }), 'frame-src')).toBe("frame-src 'none'");
  });

  it('hashes every inline script a browser would run, and no data script or script file', () => {
    const rules = '{"prefetch":[{"source":"document","eagerness":"moderate"}]}';
    const html = [
      '<script type="application/json" data-island-props="0">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      `<script type="speculationrules">${rules}</script>`,
      '<script>console.log(1)</script>',
      "<script type='module'>import('/a.js')</script>",
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256(rules), sha256('console.log(1)'), sha256("import('/a.js')")]);
    const policy = contentSecurityPolicy(model(), { scriptHashes: [...inlineScriptHashes(html), ...inlineScriptHashes(html)] });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${[sha256(rules), sha256('console.log(1)'), sha256("import('/a.js')")].sort().join(' ')}`);
  });
});

describe('_headers', () => {
  const policy = contentSecurityPolicy(model(), { scriptHashes: [] });
  const text = headersFileText(policy);

  it('gives every address the security headers, which is what npm start reads back from the build', () => {
    expect(allPathsHeaders(text)).toEqual(securityHeaders(policy));
    expect(allPathsHeaders(text)).toMatchObject({
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('caches hashed assets and fonts a year, immutable, and sets no Cache-Control on /* (hosts would join it to those)', () => {
    expect(text).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(text).toContain('/fonts/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(text).toContain('/images/*\n  Cache-Control: public, max-age=604800\n');
    expect(text.split('/assets/*')[0]).not.toContain('Cache-Control');
  });

  it('denies no feature the embedded scheduler and video are allowed in their frames', () => {
    const source = readFileSync(path.join(root, 'src/blocks/embed/EmbedBlock.tsx'), 'utf8');
    const allowed = /const allow = '([^']+)'/.exec(source)![1]!.split(';').map((f) => f.trim());
    expect(allowed.length).toBeGreaterThan(3);
    for (const feature of allowed) expect(deniedFeatures).not.toContain(feature);
    expect(allPathsHeaders(text)['Permissions-Policy']).toContain('camera=()');
  });
});

describe('_redirects', () => {
  it('ends with the not-found page for any other address, with status 404', () => {
    expect(redirectsFileText(model()).trim().split('\n').at(-1)).toBe('/* /404.html 404');
  });

  it('with pages written as files, sends each address written with a slash at the end to the address (308), aliases too', () => {
    const lines = redirectsFileText(model(), { pagesAsFolders: false }).trim().split('\n').slice(1);
    expect(lines).toEqual(['/book/ /book 308', '/claim/ /claim 308', '/claims/ /claims 308', '/* /404.html 404']);
  });

  it('with pages written as folders (gap/index.html), has no slash lines: the hosts redirect /gap to /gap/ themselves, and a line back would loop', () => {
    expect(redirectsFileText(model(), { pagesAsFolders: true })).not.toMatch(/ 308$/m);
  });
});

describe('nginx.conf', () => {
  it('sends every security header on every answer (always), errors included', () => {
    const policy = contentSecurityPolicy(model(), { scriptHashes: [] });
    const conf = nginxConfText(policy);
    for (const [name, value] of Object.entries(securityHeaders(policy))) expect(conf).toContain(`add_header ${name} "${value}" always;`);
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('gzip_static on;');
  });

  it('limits each client by zones nginx-http.conf defines, at the http level where nginx allows them (issue 22 B2)', () => {
    const conf = nginxConfText(contentSecurityPolicy(model(), { scriptHashes: [] }));
    const http = nginxHttpConfText();
    const used = [...conf.matchAll(/^limit_conn (\w+) \d+;|^limit_req zone=(\w+) /gm)].map((m) => m[1] ?? m[2]);
    const defined = [...http.matchAll(/^limit_(?:conn|req)_zone \$binary_remote_addr zone=(\w+):/gm)].map((m) => m[1]);
    expect(used).toHaveLength(2);
    expect(defined.sort()).toEqual(used.sort());
    // The http file holds nothing else but comments: a zone is all nginx takes there from a site.
    expect(http.split('\n').filter((line) => line && !line.startsWith('#') && !line.startsWith('limit_'))).toEqual([]);
    for (const directive of ['client_header_timeout 10s;', 'client_body_timeout 10s;', 'send_timeout 10s;', 'keepalive_timeout 15s;']) expect(conf).toContain(directive);
  });
});
