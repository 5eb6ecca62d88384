/**
 * `npm run new-page -- <address> [--from <address or file> | --recipe plan] [--title "…"] [--description "…"] [--footer "<group>"]`
 * as a function: what it prints and the exit code it ends with, for a project at `root` (scripts/new-page.ts prints
 * and exits; tests call this in process). It writes site-config/pages/<address>.json: a valid page (with `$schema`,
 * so editors help at once) that `npm run dev` shows immediately, in the house style the studio writes. `--from`
 * copies the sections of an existing page; `--recipe plan` starts from what every plan page has (the studio's Plan
 * page). `--footer` lists it last under that footer group in site.json, as the studio's New page does
 * (footer-link.ts). It refuses an address or a file that is already taken, and a footer group site.json does not
 * have, before writing anything.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArguments } from '../../engine/cli-args.ts';
import { configLayout, readConfigFiles, type ConfigFile } from '../../engine/config-files.ts';
import { loadSite, loadSiteSettings, type LoadOptions } from '../../engine/load-site.ts';
import { copiedSections, newPageData, pageFileFor, pageRecipes, planPictures, startingDescription, startingTitle, type RawPage } from '../../engine/page-scaffold.ts';
import { parseJsonText } from '../../engine/json-source.ts';
import { formatProblem, isWarning } from '../../engine/problems.ts';
import { createSchemaValidator, SchemaDefinitionError, type SchemaValidator } from '../../engine/schema-validator.ts';
import { didYouMean } from '../../engine/suggest.ts';
import { addFooterLink, footerLabel } from './footer-link.ts';
import { newFileText } from './save-edits.ts';

const command = 'npm run new-page';
const usage = 'Usage: npm run new-page -- /my-plan [--from /gap | --recipe plan] [--title "My plan | Owl Admin"] [--description "…"] [--footer "Vehicle coverage"]';

export interface NewPageOptions extends Pick<LoadOptions, 'root' | 'env' | 'blockHooks'> {
  /** The words after `npm run new-page --`. */
  args: readonly string[];
}

export interface NewPageRun {
  /** 0: written; 1: refused or written with errors to fix; 2: a mistake in the command itself, or a broken schema. */
  code: 0 | 1 | 2;
  /** What it prints, in order, each to standard output ('out') or standard error ('err'). */
  lines: { to: 'out' | 'err'; text: string }[];
}

/** A refusal: its words go to standard error and the run ends with its code. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2,
  ) {
    super(message);
  }
}

function refuse(message: string, code: 1 | 2 = 1): never {
  throw new Refusal(message, code);
}

export async function newPageCommand(options: NewPageOptions): Promise<NewPageRun> {
  const lines: NewPageRun['lines'] = [];
  const out = (text: string) => lines.push({ to: 'out', text });
  const err = (text: string) => lines.push({ to: 'err', text });
  try {
    return { code: await newPage(options, out, err), lines };
  } catch (error) {
    if (error instanceof Refusal || error instanceof SchemaDefinitionError) {
      err(error.message);
      return { code: error instanceof Refusal ? error.code : 2, lines };
    }
    throw error;
  }
}

async function newPage({ root, env, blockHooks, args }: NewPageOptions, out: (text: string) => void, err: (text: string) => void): Promise<0 | 1> {
  const parsed = parseArguments(command, { from: { type: 'string' }, recipe: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' }, footer: { type: 'string' } }, args);
  if (!parsed.ok) refuse(parsed.message, 2);
  const { values: flags, positionals } = parsed;
  if (positionals.length !== 1) refuse(usage, 2);
  if (flags.from && flags.recipe) refuse('Give either --from (a page to copy) or --recipe (a ready-made start), not both.', 2);
  if (flags.recipe !== undefined && !Object.hasOwn(pageRecipes, flags.recipe)) refuse(`There is no recipe "${flags.recipe}". The recipes: ${Object.keys(pageRecipes).join(', ')}.`, 2);

  // One validator for the address rule, site.json and the new page: the schemas are read and compiled once.
  const validator: SchemaValidator = createSchemaValidator(path.join(root, configLayout.schemasDir));
  const pageSchema = validator.documents.get('page.schema.json') as { properties: { path: { pattern: string } } };
  const address = `/${positionals[0]!.trim().replace(/^\/+/, '').replace(/\/+$/, '')}`;
  if (!new RegExp(pageSchema.properties.path.pattern).test(address) || address === '/') {
    const slug = address.slice(1).toLowerCase().replace(/[^a-z0-9/]+/g, '-').replace(/(^|\/)-+|-+($|\/)/g, '$1$2');
    refuse(`"${positionals[0]}" cannot be a page address: use lower-case letters, digits and hyphens, like /${slug || 'my-plan'}.`);
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
  if (taken) refuse(`The address ${address} is already used by ${taken.file}. Choose another address, or edit that file.`);
  const file = pageFileFor(address);
  if (existsSync(path.join(root, file))) refuse(`${file} already exists. Choose another address, or edit that file.`);

  // The title is signed with the brand's name from site.json, read as validated: a broken file is said, not guessed around.
  const settings = await loadSiteSettings({ root, env, validator });
  if (!settings.ok) {
    refuse(`The new page's title ends with the site's name from ${configLayout.site}, which has ${settings.problems.length === 1 ? 'a problem' : 'problems'} to fix first:\n${settings.problems.map(formatProblem).join('\n')}`);
  }
  const brand = settings.site.brand.name;
  const title = flags.title ?? startingTitle(address, brand);
  const description = flags.description ?? startingDescription(address);
  const headings = settings.site.footer.groups.map((g) => g.heading);
  if (flags.footer !== undefined && !headings.includes(flags.footer)) {
    refuse(`The footer has no group "${flags.footer}".${didYouMean(flags.footer, headings)} Its groups: ${headings.map((h) => `"${h}"`).join(', ')}.`, 2);
  }

  /** Sections of the page given with --from, in today's format; a family page's {{values}} are filled in for one of its variants. */
  function sectionsFrom(from: string): unknown[] {
    const wanted = from.toLowerCase().replace(/(.)\/$/, '$1');
    const byFile = pages.find((p) => [p.file, p.file.replace(/^site-config\/pages\//, ''), p.file.replace(/^site-config\/pages\/|\.json$/g, '')].includes(from));
    const source = byFile ?? pages.find((p) => p.addresses.includes(wanted.startsWith('/') ? wanted : `/${wanted}`));
    if (!source) refuse(`No page has the address or file "${from}".${didYouMean(wanted, pages.flatMap((p) => p.addresses))}`);
    return copiedSections(source.data, wanted) ?? refuse(`${source.file} has no sections to copy.`);
  }

  const from = flags.from;
  const recipe = pageRecipes[(flags.recipe ?? 'blank') as keyof typeof pageRecipes];
  const sections = from ? sectionsFrom(from) : recipe.sections(address, { name: flags.title?.split(' | ')[0]!.trim(), pictures: planPictures(pages.map((p) => p.data)) });
  const page = newPageData(file, { address, title, description, sections });
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), await newFileText(page));
  out(`Created ${file} for the address ${address}${from ? ` (sections copied from ${from})` : flags.recipe ? ` (${recipe.label.toLowerCase()})` : ''}.`);
  let footerFailed = false;
  if (flags.footer !== undefined) {
    const label = footerLabel(title, brand);
    try {
      await addFooterLink(root, flags.footer, { label, href: address });
      out(`Linked it from the footer, last under "${flags.footer}", as "${label}" (${configLayout.site}).`);
    } catch (error) {
      footerFailed = true;
      err(`The footer was not changed: ${(error as Error).message}`);
    }
  }

  const loaded = await loadSite({ root, env, validator, blockHooks });
  const all = loaded.ok ? loaded.warnings : loaded.problems;
  const mine = all.filter((p) => p.file === file && !isWarning(p));
  // Warnings (the placeholder text above, a shared description) do not stop a page: they are the to-do list.
  const todo = all.filter((p) => p.file === file && isWarning(p));
  if (mine.length) {
    err(`\nIt needs a few fixes before it can be published:\n${mine.map(formatProblem).join('\n')}`);
  } else if (!loaded.ok) {
    out(`\n(Other files in site-config have problems: \`npm run validate\` lists them.)`);
  }
  if (todo.length) out(`\nBefore you publish, replace what the new page was given to start with, and link to it from a page or the footer:\n${todo.map(formatProblem).join('\n')}`);
  out(`
Next:
  1. Open ${file} in your editor and write its "title", "description" and sections.
  2. Run \`npm run dev\` and open http://localhost:5173${address} : it updates each time you save.
  3. \`npm run validate\` checks everything before you publish.`);
  return mine.length || footerFailed ? 1 : 0;
}
