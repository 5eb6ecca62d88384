/**
 * docs/icons.md: every icon the site shows, from the validated site-config (cards, contact details) and from
 * the source (the interface's own icons), each with what it draws and why it fits (issue 22 item 4).
 * `npm run docs` writes it; tests/unit/icon-fit.test.ts checks that it matches the site and that every use fits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { iconMeanings } from '../engine/icon-meanings.ts';
import type { Icon } from '../generated/block-props.ts';
import type { SiteModel } from '../engine/types.ts';

/** One icon shown with one item of a page. */
export interface IconUse {
  /** The page's address; a family's members share one row, written with `*` for the variant. */
  page: string;
  /** The heading of the section it is in. */
  section: string;
  /** The item's title or label. */
  label: string;
  icon: Icon;
  /** The item's words (title, label, figure, text, bullets), which must name what the icon stands for. */
  words: string;
}

/** Every string a value holds, deeply. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/** Every icon use of the site, in page and reading order. */
export function iconUses(model: SiteModel): IconUse[] {
  const uses: IconUse[] = [];
  const seen = new Set<string>();
  const pages = [...model.pages].sort((a, b) => (a.path ?? '~').localeCompare(b.path ?? '~'));
  for (const page of pages) {
    const shown = page.variant && page.path ? `${page.path.slice(0, -page.variant.length)}*` : (page.path ?? 'not found (404)');
    page.sections.forEach((section, s) => {
      const heading = 'heading' in section && typeof section.heading === 'string' ? section.heading : section.type;
      const visit = (value: unknown, at: string) => {
        if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${at}.${i}`));
        else if (value && typeof value === 'object') {
          const item = value as Record<string, unknown>;
          if (typeof item.icon === 'string' && item.icon in iconMeanings) {
            const key = `${page.file}#${at}`;
            if (seen.has(key)) return;
            seen.add(key);
            const { icon: _icon, button: _button, href: _href, ...rest } = item;
            uses.push({ page: shown, section: heading, label: String(item.title ?? item.label ?? ''), icon: item.icon as Icon, words: strings(rest).join(' ') });
          } else for (const [k, v] of Object.entries(item)) visit(v, `${at}.${k}`);
        }
      };
      visit(section, String(s));
    });
  }
  return uses;
}

/** The word of `use` that matches its icon's meaning, or null when the icon does not fit it. */
export function fittingWord(use: Pick<IconUse, 'icon' | 'words'>): string | null {
  return iconMeanings[use.icon].words.exec(use.words)?.[0] ?? null;
}

/**
 * Icons the interface draws in code (menu, carousel, confirmations), by their Material name: what each means
 * where it is shown. A new one in the source without a line here is written "no reason recorded" in the table.
 */
export const interfaceIconReasons: Record<string, string> = {
  Menu: 'the phone menu’s button: three lines, the usual sign for a menu',
  Close: 'closes the phone menu: a cross',
  Facebook: 'the footer’s link to our Facebook page: its logo',
  LinkedIn: 'the footer’s link to our LinkedIn page: its logo',
  X: 'the footer’s link to our X account: its logo',
  ChevronLeft: 'the testimonials’ previous quote: an arrow to the left',
  ChevronRight: 'the testimonials’ next quote: an arrow to the right',
  EventBusy: 'the booking frame when the scheduler cannot load: a calendar with a cross, the booking is not available here',
  Pause: 'stops the testimonials turning by themselves',
  PlayArrow: 'starts the testimonials turning again',
  CheckCircle: 'a form was sent: a tick',
  EventAvailable: 'the meeting is booked: a calendar with a tick',
  Email: 'the note on /thankyou without meeting details, that the confirmation email has them: an envelope, drawn filled like every icon on the pages',
  OpenInNew: 'opens the scheduler or the video on its own site, in a new tab: a window with an arrow leaving it',
};

/** Material icons imported by the site's own components (not the studio's), outside the icon table itself. */
export function interfaceIcons(root: string): { name: string; file: string }[] {
  const found: { name: string; file: string }[] = [];
  const skip = new Set(['src/studio', 'src/blocks/shared/icons.tsx', 'src/generated']);
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = `${dir}/${entry.name}`;
      if (skip.has(rel)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name))
        for (const m of readFileSync(path.join(root, rel), 'utf8').matchAll(/from '@mui\/icons-material\/(\w+)'/g)) found.push({ name: m[1]!, file: rel });
    }
  };
  walk('src');
  return found;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/icons.md's text. */
export function iconTable(model: SiteModel, root: string): string {
  const uses = iconUses(model);
  const lines = [
    '# Icons: every use on the site, and why it fits',
    '',
    '<!-- Written by `npm run docs` from site-config/ and src/: do not edit by hand. A snapshot of the content: run it again after changing cards; whether each icon fits is checked by npm run validate. -->',
    '',
    'An icon says one thing. Each name in `src/blocks/shared/icons.tsx` draws one picture, in Material Icons’ filled style',
    '(the few Material has no drawing for are drawn in the same style in `vehicle-icons.tsx` and `drawn-icons.tsx`), and',
    'stands for one thing, written in `src/blocks/shared/icon-meanings.ts` with the words an item must use for it to fit.',
    'To choose an icon for a card, find the row of the thing you mean below; a new meaning gets a new name there.',
    '',
    `## On the pages (${uses.length} uses)`,
    '',
    '| Page | Section | Label | Icon | Draws | Why it fits |',
    '|---|---|---|---|---|---|',
    ...uses.map((use) => {
      const meaning = iconMeanings[use.icon];
      const word = fittingWord(use);
      const why = word ? `${meaning.means} (“${word}”)` : `**does not fit**: none of ${meaning.words.source} in its words`;
      return `| ${cell(use.page)} | ${cell(use.section)} | ${cell(use.label)} | \`${use.icon}\` | ${cell(meaning.draws)} | ${cell(why)} |`;
    }),
    '',
    '## In the interface',
    '',
    'Drawn by the components themselves, not chosen in site-config/.',
    '',
    '| Icon | Where | Why it fits |',
    '|---|---|---|',
    ...interfaceIcons(root).map(({ name, file }) => `| ${name} | \`${file}\` | ${cell(interfaceIconReasons[name] ?? '**no reason recorded**')} |`),
    '',
    '## Every name and what it draws',
    '',
    '| Icon | Draws | Stands for |',
    '|---|---|---|',
    ...(Object.keys(iconMeanings) as Icon[]).sort().map((icon) => `| \`${icon}\` | ${cell(iconMeanings[icon].draws)} | ${cell(iconMeanings[icon].means)} |`),
    '',
  ];
  return lines.join('\n');
}
