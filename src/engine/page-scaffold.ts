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
function addressWords(address: string): string {
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

/** A picture of the site's library that a page already shows, with the words that say what it shows. */
export interface LibraryPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The address and title of the page that shows it, to match a new page's name against. */
  shownOn: string;
}

/** What a recipe starts a page with besides its address: its name, and the pictures the plan pages open with. */
export interface RecipeContext {
  /** The plan's name as the headings say it ("Tire Care"); the address's words when not given. */
  name?: string;
  /** The plan pages' opening pictures (see planPictures), to pick the new page's from. */
  pictures?: readonly LibraryPicture[];
}

/** A ready-made set of sections a new page can start from. */
export interface PageRecipe {
  label: string;
  description: string;
  sections(address: string, context?: RecipeContext): unknown[];
}

/** The plan pages' opening pictures: those of the pages whose opening banner offers the plan's brochure first, as every plan page does. */
export function planPictures(pages: readonly RawPage[]): LibraryPicture[] {
  return pages.flatMap((page) => {
    const hero = (Array.isArray(page.sections) ? page.sections[0] : undefined) as
      | { layout?: string; buttons?: { download?: boolean }[]; image?: Partial<LibraryPicture> }
      | undefined;
    const image = hero?.image;
    if (hero?.layout !== 'hero' || hero.buttons?.[0]?.download !== true || !image) return [];
    const { src, alt, width, height } = image;
    if (typeof src !== 'string' || src.includes('{{') || typeof alt !== 'string' || typeof width !== 'number' || typeof height !== 'number') return [];
    return [{ src, alt, width, height, shownOn: `${page.path ?? ''} ${typeof page.title === 'string' ? page.title : ''}` }];
  });
}

const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));

/**
 * The picture a new plan page opens with: the one whose file, description and page share the most of the new
 * page's words, a word shared by fewer pictures counting for more ("tire" picks the tire and wheel picture,
 * "protection" hardly counts); with no word in common, the first (the site's files are read in name order).
 */
export function pickPicture(words: string, pictures: readonly LibraryPicture[]): LibraryPicture | undefined {
  const wanted = wordsOf(words);
  const described = pictures.map((p) => wordsOf(`${p.src} ${p.alt} ${p.shownOn}`));
  const score = (i: number) => [...wanted].reduce((sum, w) => sum + (described[i]!.has(w) ? 1 / described.filter((d) => d.has(w)).length : 0), 0);
  let best = 0;
  pictures.forEach((_, i) => {
    if (score(i) > score(best)) best = i;
  });
  return pictures[best];
}

/** The brochure a page at `address` offers: /brochures/<its address's words>.pdf, which the build makes from the page (see brochure-paths.ts). */
const brochureFor = (address: string) => `/brochures/${address.slice(1).replace(/\//g, '-')}.pdf`;

/** The recipes, by name ("recipe:plan" in the studio). `blank` is what `npm run new-page` writes without --from. */
export const pageRecipes = {
  blank: {
    label: 'Blank page',
    description: 'One opening banner with the page’s name; add every other section yourself.',
    sections: (address: string) => [{ type: 'banner', layout: 'hero', heading: addressWords(address), text: [placeholderText.pageText] }],
  },
  plan: {
    label: 'Plan page',
    description: 'What every plan page has: an opening banner with a picture and the brochure, three benefits, four questions and answers, and a closing band that sends people to their dealer. Replace the example words.',
    // The plan pages all open with a picture and the brochure as the first button, and nearly all end with a
    // band sending people to their dealer or lender with "Contact us" (8 of 11 with the brochure again); their
    // first grid of cards and their questions are 3 to 6 and 3 to 9 long.
    sections: (address: string, context?: RecipeContext) => {
      const name = context?.name || addressWords(address);
      const picture = pickPicture(`${address} ${name}`, context?.pictures ?? []);
      const brochure = (style: string) => ({ label: 'Download the brochure', href: brochureFor(address), style, download: true });
      const contact = (style: string) => ({ label: 'Contact us', href: '/contact', style });
      return [
        {
          type: 'banner',
          layout: 'hero',
          eyebrow: 'Protection plan',
          heading: name,
          text: [placeholderText.pageText],
          buttons: [brochure('primary'), contact('secondary')],
          ...(picture ? { image: { src: picture.src, alt: picture.alt, width: picture.width, height: picture.height } } : {}),
        },
        {
          type: 'cardGrid',
          anchor: 'benefits',
          heading: `${name} at a glance`,
          columns: 3,
          cards: [1, 2, 3].map(() => ({ title: placeholderText.benefitTitle, text: [placeholderText.benefitText] })),
        },
        {
          type: 'accordion',
          anchor: 'faq',
          heading: `${name} questions`,
          faq: true,
          items: [1, 2, 3, 4].map(() => ({ title: placeholderText.question, text: [placeholderText.answer] })),
        },
        {
          type: 'banner',
          layout: 'band',
          tone: 'tinted',
          anchor: 'get-covered',
          heading: `Ask your dealer or lender about ${name}`,
          text: [`${name} is sold through participating dealers and lenders. Ask for it when you buy or finance, or contact us and we will help you find a participating dealer.`],
          buttons: [contact('primary'), brochure('secondary')],
        },
      ];
    },
  },
} as const satisfies Record<string, PageRecipe>;

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
