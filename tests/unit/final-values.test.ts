/**
 * Issue 11, item 9: values are checked after substitution. Through the real `npm run validate` on a
 * temporary copy: a link whose `{{value}}` makes it unsafe or broken, a value that still holds a `{{name}}`,
 * and a `SITE_LINK_*` variable that names no link are errors, said with where the value came from.
 * The sitemap is XML-escaped, whatever the site's address holds.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapXml } from '../../src/build/site-files.ts';
import { currentVersion } from '../../src/engine/migrations.ts';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { copyProject, nodeAt, positionAt, positionOf, readText, removeProject, repoRoot, setJson, validateProject, validateAsCli, writeText } from '../helpers/temp-project.ts';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { printed, validateCommand } from '../../src/engine/validate-command.ts';

const file = 'site-config/pages/values-test.json';
/** A family page whose links and text are filled in from its variants' values and the site's. */
const text = `${JSON.stringify(
  {
    $schema: '../../schemas/page.schema.json',
    version: currentVersion,
    family: {
      pathPrefix: '/values-test-',
      variants: {
        one: { values: { target: '/evil.example', inbox: 'sales.owladmin.example', greeting: 'Welcome to {{brand}}', partner: 'discover.owladmin.example/partners' } },
        two: { values: { target: 'gap', inbox: 'sales@owladmin.example', greeting: 'Welcome', partner: 'discover.owladmin .example' } },
      },
    },
    title: 'Values test {{greeting}} | Owl Admin',
    description: 'A family of pages whose links are made from values, to see each link is checked as it is published, not as it is written.',
    sections: [
      {
        type: 'banner',
        heading: '{{greeting}}',
        buttons: [
          { label: 'Go there', href: '/{{target}}' },
          { label: 'Write to us', href: 'mailto:{{inbox}}' },
          { label: 'Our partners', href: 'https://{{partner}}' },
        ],
      },
    ],
  },
  null,
  2,
)}\n`;

let root: string;
let problems: Problem[];
let code: number | null;

const at = (needle: string) => positionOf(text, needle);
const mine = () => problems.filter((p) => p.file === file);

beforeAll(async () => {
  root = await copyProject('content');
  await writeText(root, file, text);
  ({ code, problems } = await validateAsCli(root));
}, 60_000);

afterAll(async () => {
  if (root) await removeProject(root);
});

describe('a link is checked as it is published, after its {{values}} are filled in', () => {
  it('"/{{target}}" that becomes "//evil.example" (another website) is refused', () => {
    const found = mine().filter((p) => p.where === 'sections[0] (banner) › buttons[0] › href');
    expect(found.map(formatProblem)).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'bad-link', severity: 'error', ...at('"/{{target}}"') });
    expect(found[0]!.message).toBe(
      'with {{target}} filled in for the "one" variant, this becomes "//evil.example": that is not a link this site accepts (a page "/…", a section "#…", "https://…", "mailto:…", "tel:…" or "sms:…", with no spaces and no "//" at the start).',
    );
    // The other variant's value makes a well-formed link, to a page that exists: nothing to say about it.
    expect(found[0]!.message).not.toContain('"two"');
  });

  it('"mailto:{{inbox}}" that is not an email address is refused', () => {
    const found = mine().filter((p) => p.where === 'sections[0] (banner) › buttons[1] › href');
    expect(found.map(formatProblem)).toEqual([
      `${file}:${at('"mailto:{{inbox}}"').line}:${at('"mailto:{{inbox}}"').column}  sections[0] (banner) › buttons[1] › href: with {{inbox}} filled in for the "one" variant, this becomes "mailto:sales.owladmin.example": "sales.owladmin.example" is not an email address (name@example.com).`,
    ]);
  });

  it('"https://{{partner}}" with a space in its value is refused for that variant only', () => {
    const found = mine().filter((p) => p.where === 'sections[0] (banner) › buttons[2] › href');
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/^with \{\{partner\}\} filled in for the "two" variant, this becomes "https:\/\/discover\.owladmin \.example": that is not a link this site accepts/);
  });
});

describe('a value that still holds a {{name}} once filled in', () => {
  it('is an error where it is used, naming what is left', () => {
    const found = mine().filter((p) => p.code === 'unfilled-variable');
    expect(found.map((p) => p.where).sort()).toEqual(['sections[0] (banner) › heading', 'title']);
    const heading = found.find((p) => p.where === 'sections[0] (banner) › heading')!;
    expect(heading).toMatchObject({ severity: 'error', ...at('"{{greeting}}"') });
    expect(heading.message).toBe('{{greeting}} is filled in with "Welcome to {{brand}}" (the "one" variant), which still holds {{brand}}: values are filled in only once, so write the words themselves into the value of "greeting".');
  });

  it('every message is plain, and the run fails', () => {
    for (const p of mine()) expectPlain(p);
    expect(code).toBe(1);
  });
});

describe('per-deployment links from the environment', () => {
  it('a SITE_LINK_ variable that names no link is an error with the variable it meant', async () => {
    // As npm run validate prints it (validateCommand), with the variable set in its environment.
    const result = await validateCommand({ root: repoRoot, env: { ...process.env, SITE_LINK_SIGNUP: 'https://app.example/sign-in' }, blockHooks });
    const run = { code: result.code, stderr: printed(result, 'err') };
    expect(run.code).toBe(1);
    const site = await readText(repoRoot, 'site-config/site.json');
    const { line, column } = positionAt(site, nodeAt(site, ['links']).parent!.children![0]!.offset);
    expect(run.stderr).toContain(`site-config/site.json:${line}:${column}  links: the environment variable SITE_LINK_SIGNUP names no link in "links", so it would replace nothing. Did you mean SITE_LINK_SIGN_UP?`);
  });

  it('the right name replaces the link', async () => {
    const loaded = await validateProject(repoRoot, { env: { SITE_LINK_SIGN_UP: 'https://app.example/sign-in' } });
    expect(loaded.ok && loaded.model.site.links.signUp).toBe('https://app.example/sign-in');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])('a site.json link set to %s is refused', async (value) => {
    const original = await readText(root, 'site-config/site.json');
    await writeText(root, 'site-config/site.json', setJson(original, ['links', 'signUp'], value));
    try {
      const loaded = await validateProject(root);
      const found = loaded.ok ? [] : loaded.problems.filter((p) => p.where === 'links › signUp');
      expect(found).toEqual([expect.objectContaining({ file: 'site-config/site.json', severity: 'error' })]);
    } finally {
      await writeText(root, 'site-config/site.json', original);
    }
  });
});

describe('sitemap.xml', () => {
  it('is well-formed XML, whatever the site address holds (& < > " \')', async () => {
    const loaded = await validateProject(repoRoot);
    if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join('\n'));
    const url = `https://owl.example/a&b<c>"d'e`;
    const xml = sitemapXml({ ...loaded.model, site: { ...loaded.model.site, url } });
    const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    const paths = loaded.model.pages.map((p) => p.path).filter((p): p is string => p !== null);
    expect(locs).toEqual(paths.map((p) => `${url}${p}`));
  });
});
