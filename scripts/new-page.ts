/**
 * `npm run new-page -- <address> [--from <address or file> | --recipe plan] [--title "…"] [--description "…"] [--footer "<group>"]`
 * Writes site-config/pages/<address>.json: a valid page (with `$schema`, so editors help at once) that
 * `npm run dev` shows immediately, in the house style the studio writes. `--from` copies the sections of an
 * existing page; `--recipe plan` starts from what every plan page has (the studio's Plan page). `--footer` lists
 * it last under that footer group in site.json, as the studio's New page does (footer-link.ts). Refuses an
 * address or a file that is already taken, and a footer group site.json does not have, before writing anything.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readArguments } from '../src/engine/cli-args.ts';
import { configLayout, readConfigFiles, type ConfigFile } from '../src/engine/config-files.ts';
import { exitOnSchemaDefinitionError } from '../src/engine/cli-errors.ts';
import { blockHooks } from '../src/blocks/node-registry.ts';
import { loadSite, loadSiteSettings } from '../src/engine/load-site.ts';
import { copiedSections, newPageData, pageFileFor, pageRecipes, planPictures, startingDescription, startingTitle, type RawPage } from '../src/engine/page-scaffold.ts';
import { parseJsonText } from '../src/engine/json-source.ts';
import { formatProblem, isWarning } from '../src/engine/problems.ts';
import { createSchemaValidator, type SchemaValidator } from '../src/engine/schema-validator.ts';
import { didYouMean } from '../src/engine/suggest.ts';
import { addFooterLink, footerLabel } from '../src/studio/server/footer-link.ts';
import { newFileText } from '../src/studio/server/save-edits.ts';

const root = path.resolve(import.meta.dirname, '..');
const usage = 'Usage: npm run new-page -- /my-plan [--from /gap | --recipe plan] [--title "My plan | Owl Admin"] [--description "…"] [--footer "Vehicle coverage"]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values: flags, positionals } = readArguments('npm run new-page', {
  from: { type: 'string' },
  recipe: { type: 'string' },
  title: { type: 'string' },
  description: { type: 'string' },
  footer: { type: 'string' },
});
if (positionals.length !== 1) fail(usage, 2);
if (flags.from && flags.recipe) fail('Give either --from (a page to copy) or --recipe (a ready-made start), not both.', 2);
if (flags.recipe !== undefined && !Object.hasOwn(pageRecipes, flags.recipe)) fail(`There is no recipe "${flags.recipe}". The recipes: ${Object.keys(pageRecipes).join(', ')}.`, 2);

// One validator for the address rule, site.json and the new page: the schemas are read and compiled once.
let validator: SchemaValidator;
try {
  validator = createSchemaValidator(path.join(root, configLayout.schemasDir));
} catch (error) {
  exitOnSchemaDefinitionError(error);
}
const pageSchema = validator.documents.get('page.schema.json') as { properties: { path: { pattern: string } } };
const address = `/${positionals[0]!.trim().replace(/^\/+/, '').replace(/\/+$/, '')}`;
if (!new RegExp(pageSchema.properties.path.pattern).test(address) || address === '/') {
  const slug = address.slice(1).toLowerCase().replace(/[^a-z0-9/]+/g, '-').replace(/(^|\/)-+|-+($|\/)/g, '$1$2');
  fail(`"${positionals[0]}" cannot be a page address: use lower-case letters, digits and hyphens, like /${slug || 'my-plan'}.`);
}

/** Every page file with the addresses it answers, read as written (so this works even while other files have mistakes). */
const pages = (await readConfigFiles(root))
  .filter((f) => f.kind === 'page')
  .flatMap((file: ConfigFile) => {
    try {
      const data = parseJsonText(file.text) as RawPage & { aliases?: string[] };
      const family = data.family;
      const addresses = [
        ...(typeof data.path === 'string' ? [data.path] : []),
        ...(Array.isArray(data.aliases) ? data.aliases : []),
        ...(family?.pathPrefix && family.variants ? Object.keys(family.variants).map((v) => `${family.pathPrefix}${v}`) : []),
      ];
      return [{ file: file.file, data, addresses: addresses.map((a) => a.toLowerCase().replace(/(.)\/$/, '$1')) }];
    } catch {
      return [];
    }
  });

const taken = pages.find((p) => p.addresses.includes(address));
if (taken) fail(`The address ${address} is already used by ${taken.file}. Choose another address, or edit that file.`);
const file = pageFileFor(address);
if (existsSync(path.join(root, file))) fail(`${file} already exists. Choose another address, or edit that file.`);

// The title is signed with the brand's name from site.json, read as validated: a broken file is said, not guessed around.
const settings = await loadSiteSettings({ root, env: process.env, validator }).catch(exitOnSchemaDefinitionError);
if (!settings.ok) {
  fail(`The new page's title ends with the site's name from ${configLayout.site}, which has ${settings.problems.length === 1 ? 'a problem' : 'problems'} to fix first:\n${settings.problems.map(formatProblem).join('\n')}`);
}
const brand = settings.site.brand.name;
const title = flags.title ?? startingTitle(address, brand);
const description = flags.description ?? startingDescription(address);
const headings = settings.site.footer.groups.map((g) => g.heading);
if (flags.footer !== undefined && !headings.includes(flags.footer)) {
  fail(`The footer has no group "${flags.footer}".${didYouMean(flags.footer, headings)} Its groups: ${headings.map((h) => `"${h}"`).join(', ')}.`, 2);
}

/** Sections of the page given with --from, in today's format; a family page's {{values}} are filled in for one of its variants. */
function sectionsFrom(from: string): unknown[] {
  const wanted = from.toLowerCase().replace(/(.)\/$/, '$1');
  const byFile = pages.find((p) => [p.file, p.file.replace(/^site-config\/pages\//, ''), p.file.replace(/^site-config\/pages\/|\.json$/g, '')].includes(from));
  const source = byFile ?? pages.find((p) => p.addresses.includes(wanted.startsWith('/') ? wanted : `/${wanted}`));
  if (!source) fail(`No page has the address or file "${from}".${didYouMean(wanted, pages.flatMap((p) => p.addresses))}`);
  return copiedSections(source.data, wanted) ?? fail(`${source.file} has no sections to copy.`);
}

const from = flags.from;
const recipe = pageRecipes[(flags.recipe ?? 'blank') as keyof typeof pageRecipes];
const sections = from ? sectionsFrom(from) : recipe.sections(address, { name: flags.title?.split(' | ')[0]!.trim(), pictures: planPictures(pages.map((p) => p.data)) });
const page = newPageData(file, { address, title, description, sections });
await mkdir(path.dirname(path.join(root, file)), { recursive: true });
await writeFile(path.join(root, file), await newFileText(page));
console.log(`Created ${file} for the address ${address}${from ? ` (sections copied from ${from})` : flags.recipe ? ` (${recipe.label.toLowerCase()})` : ''}.`);
let footerFailed = false;
if (flags.footer !== undefined) {
  const label = footerLabel(title, brand);
  try {
    await addFooterLink(root, flags.footer, { label, href: address });
    console.log(`Linked it from the footer, last under "${flags.footer}", as "${label}" (${configLayout.site}).`);
  } catch (error) {
    footerFailed = true;
    console.error(`The footer was not changed: ${(error as Error).message}`);
  }
}

const loaded = await loadSite({ root, env: process.env, validator, blockHooks }).catch(exitOnSchemaDefinitionError);
const all = loaded.ok ? loaded.warnings : loaded.problems;
const mine = all.filter((p) => p.file === file && !isWarning(p));
// Warnings (the placeholder text above, a shared description) do not stop a page: they are the to-do list.
const todo = all.filter((p) => p.file === file && isWarning(p));
if (mine.length) {
  console.error(`\nIt needs a few fixes before it can be published:\n${mine.map(formatProblem).join('\n')}`);
} else if (!loaded.ok) {
  console.log(`\n(Other files in site-config have problems: \`npm run validate\` lists them.)`);
}
if (todo.length) console.log(`\nBefore you publish, replace what the new page was given to start with, and link to it from a page or the footer:\n${todo.map(formatProblem).join('\n')}`);
console.log(`
Next:
  1. Open ${file} in your editor and write its "title", "description" and sections.
  2. Run \`npm run dev\` and open http://localhost:5173${address} : it updates each time you save.
  3. \`npm run validate\` checks everything before you publish.`);
process.exit(mine.length || footerFailed ? 1 : 0);
