import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRuleProblems } from '../../src/engine/content-rules.ts';
import { parseJsonSource, type JsonSource } from '../../src/engine/json-source.ts';
import type { Problem } from '../../src/engine/problems.ts';
import { requiredPageWarnings, type PageWords } from '../../src/engine/required-pages.ts';
import { createSiteState, problemsOf } from '../../src/studio/server/site-state.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { positionOf, repoRoot } from '../helpers/temp-project.ts';

/**
 * The pages and words docs/requirements.md requires (§2 routes, §3 and §9 figures), as the validator's rule
 * (src/engine/required-pages.ts, the list in site.json's `contentRules.requiredPages`): checked on made-up files, then
 * through the studio's own run over the real site-config/, which is what `npm run validate` runs too (loadFromFiles).
 * The content itself is site.json's to list and the validator's to hold: this file checks the rule, not the site.
 */

const source = (file: string, data: object): JsonSource & { text: string } => {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  const parsed = parseJsonSource(file, text);
  if (!parsed.ok) throw new Error('fixture is not JSON');
  return { ...parsed.source, text };
};

const rules = {
  requiredPages: [
    { address: '/gap', states: ['$50,000', '84 months'] },
    { address: '/claim' },
    { address: '/about' },
  ],
};
const site = source('site-config/site.json', { brand: { logo: { src: '/images/logo.svg' } }, contentRules: rules });
const gapFile = source('site-config/pages/gap.json', { path: '/gap', sections: [] });
const gap: PageWords = {
  page: { path: '/gap', aliases: [], sections: [{ type: 'prose', paragraphs: ['Up to  $50,000 of   negative equity,', { note: '84 MONTHS' }] }] },
  source: gapFile,
};
const claims: PageWords = { page: { path: '/claims', aliases: ['/claim'], sections: [] }, source: source('site-config/pages/claims.json', { path: '/claims' }) };

describe('pages the site must keep (codes missing-page, missing-fact)', () => {
  it('a page that states its words anywhere in its sections, whatever the spaces and capitals, and an alias, keep the rule', () => {
    expect(requiredPageWarnings([gap, claims], rules.requiredPages.slice(0, 2), site, new Set())).toEqual([]);
  });

  it('an address no page answers is a warning at its entry in site.json', () => {
    const found = requiredPageWarnings([gap, claims], rules.requiredPages, site, new Set());
    expect(found).toEqual([
      {
        code: 'missing-page',
        severity: 'warning',
        file: 'site-config/site.json',
        ...positionOf(site.text, '"/about"'),
        where: 'contentRules › requiredPages[2] › address',
        message: 'no page answers /about, an address the specification names (docs/requirements.md §2) and other sites, ads and printed brochures link to. Bring the page back, add /about to another page\'s other addresses ("aliases"), or, if it is retired on purpose, take it off this list.',
      },
    ]);
    expectPlain(found[0]!, 'requiredPages[2]');
  });

  it('a page with errors of its own, or a page file that cannot be read, is not said missing too', () => {
    expect(requiredPageWarnings([gap, claims], rules.requiredPages, site, new Set(['/about']))).toEqual([]);
    expect(requiredPageWarnings([gap, claims], rules.requiredPages, site, undefined)).toEqual([]);
  });

  it('a page that no longer states one of its words is a warning at its sections, in its own file', () => {
    const changed: PageWords = { ...gap, page: { ...gap.page, sections: [{ type: 'prose', paragraphs: ['Up to $60,000 over 84 months.'] }] } };
    const found = requiredPageWarnings([changed, claims], rules.requiredPages.slice(0, 2), site, new Set());
    expect(found).toEqual([
      {
        code: 'missing-fact',
        severity: 'warning',
        file: 'site-config/pages/gap.json',
        ...positionOf(gapFile.text, '"sections"'),
        where: 'sections',
        message: '/gap no longer states "$50,000", which the specification requires of it (site.json, content rules, pages the site must keep). Put it back in one of its sections or, if the figure itself has changed, change it in site.json too.',
      },
    ]);
    expectPlain(found[0]!, 'sections');
  });
});

describe('the content rules in the validator', () => {
  it('each rule of site.json\'s contentRules runs, and a list left out turns its rule off', () => {
    const page = source('site-config/pages/made-up.json', {
      path: '/made-up',
      sections: [
        { type: 'prose', paragraphs: ['Admin In A Box pays 96% of claims.'] },
        { type: 'carousel', slides: [{ quote: 'Great.', name: 'Maria Lopez' }] },
      ],
    });
    const input = (contentRules: object) => ({
      site: { ...site, data: { brand: { logo: { src: '/images/logo.svg' } }, contentRules } },
      written: [{ source: page, marked: [] }],
      pages: [{ page: { path: '/made-up', aliases: [], sections: (page.data as { sections: unknown[] }).sections }, source: page }],
      addressesWithErrors: new Set<string>(),
      publicFiles: [],
    });
    const codes = (found: Problem[]) => found.map((p) => p.code).sort();
    expect(codes(contentRuleProblems(input({ productNames: ['Admin in a Box'], percentages: ['80%'], requiredPages: [{ address: '/made-up', states: ['$50,000'] }, { address: '/gone' }] })))).toEqual([
      'missing-fact', 'missing-page', 'misspelt-name', 'unsourced-figure', 'unsourced-quote',
    ]);
    // The testimonial rule needs no list: a named person without a source is never right.
    expect(codes(contentRuleProblems(input({})))).toEqual(['unsourced-quote']);
  });

  it('the studio shows the rules\' warnings on a draft, as npm run validate does, and the real site keeps every rule', async () => {
    const state = createSiteState(repoRoot, {});
    const rulesCodes = new Set<Problem['code']>(['misspelt-name', 'unsourced-figure', 'unsourced-quote', 'missing-page', 'missing-fact', 'picture-words', 'picture-size']);
    const file = 'site-config/pages/gap.json';
    const written = readFileSync(path.join(repoRoot, file), 'utf8');
    expect(written).toContain('$50,000');
    const draft = await state.withDraft(file, 'page', written.replaceAll('$50,000', '$60,000'));
    expect(draft.loaded.ok).toBe(true);
    // One run of the whole site with the draft in it: the draft's warning, and none anywhere else.
    const found = problemsOf(draft.loaded).filter((p) => rulesCodes.has(p.code));
    expect(found.map((p) => [p.code, p.severity, p.file, p.where, p.message.slice(0, 31)])).toEqual([['missing-fact', 'warning', file, 'sections', '/gap no longer states "$50,000"']]);
  });
});
