/**
 * New page: where it can start from (a recipe, or any existing page), whether an address can be used (asked
 * of the validator itself, so the answer is in its words), the footer group it can be listed under, and the new
 * file, made as `npm run new-page` makes it (src/engine/page-scaffold.ts), with its footer link (footer-link.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { wellFormedAddress } from '../../engine/address-guess.ts';
import { copiedSections, newPageData, pageFileFor, pageRecipes, planPictures, startingDescription, type RawPage } from '../../engine/page-scaffold.ts';
import { writtenAddresses } from '../../engine/cross-checks.ts';
import { isWarning } from '../../engine/problems.ts';
import { isAddress } from '../../engine/routes.ts';
import type { AddressCheck, FooterChoice, NewPageResult, StartingPoint, TitleCheck } from '../protocol.ts';
import { configPath, readIfThere, StudioError, writeWhole } from './file-store.ts';
import { addFooterLink, footerGroupsOf, footerLabel, likeliestGroup } from './footer-link.ts';
import { newFileText } from './save-edits.ts';
import { looseData, problemsOf, summarise, type SiteRun, type SiteState } from './site-state.ts';

export interface NewPageContext {
  root: string;
  state: SiteState;
}

const recipePrefix = 'recipe:';

export async function startingPoints({ state }: NewPageContext): Promise<StartingPoint[]> {
  const recipes = Object.entries(pageRecipes).map(([name, recipe]) => ({ id: `${recipePrefix}${name}`, label: recipe.label, description: recipe.description }));
  const pages = summarise(await state.current())
    .filter((f) => f.kind === 'page')
    .map((f) => ({ id: f.file, label: f.title, description: f.addresses.length ? `A copy of the sections of ${f.addresses[0]}.` : `A copy of the sections of ${f.file}.` }));
  return [...recipes, ...pages];
}

/** Where the validator is asked about an address nobody has written yet: a page file that is never saved. */
const probeFile = 'site-config/pages/.studio-address-check.json';

/**
 * Whether `input` can be a new page's address: well-formed and free, in the validator's own words (its
 * address rule, "already used by", "did you mean"), plus whether the file it would be saved as is free.
 */
export async function checkAddress({ root, state }: NewPageContext, input: string): Promise<AddressCheck> {
  const address = input.trim();
  if (!address) return { ok: false, message: 'Type the new page’s address, such as /my-plan.' };
  const probe = newPageData(probeFile, { address, title: 'Address check', description: startingDescription('/address-check'), sections: pageRecipes.blank.sections('/address-check') });
  const run = await state.withDraft(probeFile, 'page', await newFileText(probe), { last: true });
  const said = problemsOf(run.loaded).find((p) => p.file === probeFile && p.where === 'path' && !isWarning(p));
  if (said) {
    const meant = wellFormedAddress(address);
    const free = meant !== '/' && meant !== address && !summarise(run).some((f) => f.addresses.includes(meant));
    return { ok: false, message: said.message, ...(free && !isAddress(address) ? { suggestion: meant } : {}) };
  }
  if (address === '/') return { ok: false, message: '/ is the home page’s address; a new page needs one of its own, such as /my-plan.' };
  const file = pageFileFor(address);
  if (existsSync(path.join(root, file))) return { ok: false, message: `${file} already exists. Choose another address, or edit that file.` };
  return { ok: true };
}

/** The site's name, which page titles end with ("… | Owl Admin"), read from site.json as far as it goes. */
function brandOf(run: SiteRun): string {
  const site = run.files.find((f) => f.kind === 'site');
  const brand = site ? (looseData(site.text).brand as { name?: unknown } | undefined)?.name : undefined;
  return typeof brand === 'string' ? brand : '';
}

/** Where the validator is asked about a title: a page file that is never saved, at an address nobody uses. */
const titleProbe = { file: 'site-config/pages/.studio-title-check.json', address: '/studio-title-check' };

/**
 * Whether `input` can be a new page's title, asked of the validator (the schema's length, and its warning for a
 * title another page has), said in plain words with the other page named by its address.
 */
export async function checkTitle({ state }: NewPageContext, input: string): Promise<TitleCheck> {
  const title = input.trim();
  const brand = brandOf(await state.current());
  if (!title) return { title: input, ok: true, brand };
  const probe = newPageData(titleProbe.file, { address: titleProbe.address, title, description: startingDescription(titleProbe.address), sections: pageRecipes.blank.sections(titleProbe.address) });
  const run = await state.withDraft(titleProbe.file, 'page', await newFileText(probe), { last: true });
  const said = problemsOf(run.loaded).find((p) => p.file === titleProbe.file && p.where === 'title');
  if (!said) return { title: input, ok: true, brand };
  if (said.code === 'duplicate-title') {
    const other = summarise(run).find((f) => f.file !== titleProbe.file && said.message.includes(f.file));
    const named = other ? ` (${other.addresses[0] ?? other.title})` : '';
    return { title: input, ok: false, brand, message: `Another page${named} already has this title. Search engines show two pages with one title alike: change a word or two.` };
  }
  return { title: input, ok: false, brand, message: `This title ${said.message}` };
}

/**
 * The footer groups a new page from `from` titled `title` can be listed under, and the one to preselect (see
 * FooterChoice), so that the common case, a plan page listed with the other plans, costs the person nothing.
 */
export async function footerChoice({ state }: NewPageContext, from: string, title: string): Promise<FooterChoice> {
  const run = await state.current();
  const site = run.files.find((f) => f.kind === 'site');
  const groups = footerGroupsOf(site ? looseData(site.text) : {});
  const label = footerLabel(title, brandOf(run));
  const pages = run.files.filter((f) => f.kind === 'page');
  let suggested: string | undefined;
  if (from === `${recipePrefix}plan`) {
    const plans = new Set(pages.map((f) => looseData(f.text) as RawPage).filter((p) => planPictures([p]).length > 0).flatMap(writtenAddresses));
    suggested = likeliestGroup(groups, label, plans);
  } else {
    const copied = pages.find((f) => f.file === from);
    const addresses = copied ? writtenAddresses(looseData(copied.text)) : [];
    suggested = groups.find((g) => g.links.some((l) => addresses.includes(l.href)))?.heading;
  }
  return { title, label, groups: groups.map((g) => g.heading), ...(suggested ? { suggested } : {}) };
}

/** The new page listed last under the footer group headed `heading`; if site.json cannot take it, why, for the person. */
async function linkFromFooter({ root, state }: NewPageContext, heading: string, label: string, address: string): Promise<NonNullable<NewPageResult['footer']>> {
  try {
    await addFooterLink(root, heading, { label, href: address });
    return { linked: true, group: heading };
  } catch (error) {
    return { linked: false, message: `The page was made, but the footer was not changed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    state.changed('content');
  }
}

/**
 * The sections a new page starts with: a recipe's (named after the title's first part, "Tire Care" of "Tire
 * Care | Owl Admin", with a picture the plan pages show), or a copy of an existing page's.
 */
async function startingSections(context: NewPageContext, from: unknown, address: string, title: string): Promise<unknown[]> {
  if (typeof from === 'string' && from.startsWith(recipePrefix)) {
    const name = from.slice(recipePrefix.length);
    if (!Object.hasOwn(pageRecipes, name)) throw new StudioError(400, `There is no recipe "${name}". The recipes: ${Object.keys(pageRecipes).join(', ')}.`);
    const pages = (await context.state.current()).files.filter((f) => f.kind === 'page').map((f) => looseData(f.text) as RawPage);
    return pageRecipes[name as keyof typeof pageRecipes].sections(address, { name: title.split(' | ')[0]!.trim(), pictures: planPictures(pages) });
  }
  const at = await configPath(context.root, from);
  if (at.kind !== 'page') throw new StudioError(400, `${at.file} is not a page: a new page starts from a recipe or from another page.`);
  const text = await readIfThere(at.abs);
  const sections = text === undefined ? undefined : copiedSections(looseData(text) as RawPage);
  if (!sections) throw new StudioError(400, `${at.file} has no sections to copy.`);
  return sections;
}

export async function createPage(context: NewPageContext, body: Record<string, unknown>): Promise<NewPageResult> {
  const address = typeof body.address === 'string' ? body.address.trim() : '';
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  const footerGroup = typeof body.footerGroup === 'string' ? body.footerGroup : '';
  const check = await checkAddress(context, address);
  if (!check.ok) throw new StudioError(400, `The address cannot be used: ${check.message}`);
  if (!title) throw new StudioError(400, 'Give the new page a title: it is what the browser tab and search engines show.');
  const sections = await startingSections(context, body.from, address, title);
  const label = footerLabel(title, brandOf(await context.state.current()));
  const file = pageFileFor(address);
  const at = await configPath(context.root, file);
  // Checked again just before writing: another tab may have made it meanwhile.
  if (existsSync(at.abs)) throw new StudioError(409, `${file} already exists. Choose another address, or edit that file.`);
  await writeWhole(file, at.abs, await newFileText(newPageData(file, { address, title, description: startingDescription(address), sections })));
  context.state.changed('content');
  if (!footerGroup) return { file };
  return { file, footer: await linkFromFooter(context, footerGroup, label, address) };
}
