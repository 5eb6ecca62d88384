/**
 * What a new page starts as, for both ways of making one: `npm run new-page` and the studio's New page.
 * A new page is valid at once (it has `$schema`, so editors help; the latest format version; a title and a
 * description); the text a person must still replace is the scaffold's placeholder wording, which the
 * validator points out as warnings until it is gone (see placeholders.ts).
 */
import path from 'node:path';
import { configLayout } from './config-files.ts';
import { currentVersion, migrateData } from './migrations.ts';
import { placeholderText } from './placeholders.ts';
import { fillValues } from './substitution.ts';

/** The file a new page at `address` is written to: /my-plan → site-config/pages/my-plan.json. */
export function pageFileFor(address: string): string {
  return `${configLayout.pagesDir}/${address.slice(1)}.json`;
}

/** The address's last word as a name: /tire-wheel-protection → "Tire Wheel Protection". */
export function addressWords(address: string): string {
  return address.split('/').pop()!.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** A title to start from (within the schema's 70 characters): "My Plan | Owl Admin". */
export function startingTitle(address: string, brand: string): string {
  return `${addressWords(address).slice(0, 70 - brand.length - 3)} | ${brand}`;
}

/** A search description to start from: the page's name, then the placeholder asking for a summary. */
export function startingDescription(address: string): string {
  return `${addressWords(address).slice(0, 60)}: ${placeholderText.pageDescription}`;
}

/** A ready-made set of sections a new page can start from. */
export interface PageRecipe {
  label: string;
  description: string;
  sections(address: string): unknown[];
}

/** The recipes, by name ("recipe:plan" in the studio). `blank` is what `npm run new-page` writes without --from. */
export const pageRecipes = {
  blank: {
    label: 'Blank page',
    description: 'One opening banner with the page’s name; add every other section yourself.',
    sections: (address: string) => [{ type: 'banner', layout: 'hero', heading: addressWords(address), text: [placeholderText.pageText] }],
  },
  plan: {
    label: 'Plan page',
    description: 'For a protection plan: an opening banner with a button, and a closing band that invites a call. Add what the plan covers, its questions and answers, and pictures.',
    sections: (address: string) => [
      {
        type: 'banner',
        layout: 'hero',
        eyebrow: 'Protection plan',
        heading: addressWords(address),
        text: [placeholderText.pageText],
        buttons: [{ label: 'Ask about this plan', href: '/contact', style: 'primary' }],
      },
      {
        type: 'banner',
        layout: 'band',
        tone: 'tinted',
        heading: `Ask your dealer or lender about ${addressWords(address)}`,
        text: ['Questions? Call us and we will walk you through it.'],
        buttons: [{ label: 'Call {{phone}}', href: '@phone', style: 'primary' }],
      },
    ],
  },
} as const satisfies Record<string, PageRecipe>;

export type RecipeName = keyof typeof pageRecipes;

/** A page file as written on disk, before validation. */
export interface RawPage {
  path?: string;
  family?: { pathPrefix?: string; variants?: Record<string, { values?: Record<string, string> }> };
  sections?: unknown;
  [key: string]: unknown;
}

/**
 * The sections of an existing page, in today's format, to start another page from. A family page's
 * `{{values}}` are filled in with one variant's (the one at `address` if it is one, else the first), since
 * the copy is a page of its own.
 */
export function copiedSections(page: RawPage, address?: string): unknown[] | undefined {
  const data = migrateData(page, 'page').data as RawPage;
  if (!Array.isArray(data.sections)) return undefined;
  const variants = data.family?.variants ?? {};
  const variant = Object.entries(variants).find(([v]) => `${data.family?.pathPrefix}${v}` === address)?.[1] ?? Object.values(variants)[0];
  const values = variant?.values ?? {};
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return fillValues(value, values);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(data.sections) as unknown[];
}

/** A whole new page file's data, its `$schema` pointing at the page schema from where the file is. */
export function newPageData(file: string, page: { address: string; title: string; description: string; sections: unknown[] }): Record<string, unknown> {
  return {
    $schema: path.posix.relative(path.posix.dirname(file), `${configLayout.schemasDir}/page.schema.json`),
    version: currentVersion,
    path: page.address,
    title: page.title,
    description: page.description,
    sections: page.sections,
  };
}
