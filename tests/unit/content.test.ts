import { beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedPage, Section, SiteModel } from '../../src/engine/types.ts';
import { repoRoot, validateProject } from '../helpers/temp-project.ts';

/**
 * The content requirements of docs/requirements.md §1–§3 and §9, checked against the real, validated site:
 * every route exists, every figure appears as the spec states it, and the counted lists have their counts.
 * A content edit that drops one of these fails here, naming what is missing.
 */

let model: SiteModel;
beforeAll(async () => {
  const loaded = await validateProject(repoRoot);
  if (!loaded.ok) throw new Error(`site-config does not validate: ${loaded.problems[0]?.message}`);
  model = loaded.model;
});

const page = (address: string): ResolvedPage => {
  const found = model.pages.find((p) => p.path === address || p.aliases.includes(address));
  if (!found) throw new Error(`no page at ${address}`);
  return found;
};

/** All the words a section shows, as one string. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join(' ');
  return '';
}
const pageText = (address: string) => textOf(page(address).sections);
const blocks = <T extends Section['type']>(address: string, type: T) =>
  page(address).sections.filter((s): s is Extract<Section, { type: T }> => s.type === type);

describe('routes (requirements §2)', () => {
  const specRoutes = [
    '/', '/about', '/contact', '/admin-in-a-box', '/watercraft-appearance-protection', '/titania-total-surface-protection',
    '/safe-return-anti-theft-system-automobile', '/safe-return-anti-theft-system-powersports', '/safe-return-anti-theft-system-rv',
    '/safe-return-anti-theft-system-watercrafts', '/theft-protection-for-commercial-trailers', '/powersports-theft-lw',
    '/tire-wheel-protection-for-powersports', '/gap', '/essentials-complete', '/essentials-powersports', '/essentials-motorhomes',
    '/essentials-rv', '/marine-essentials-appearance-care', '/marineessentials-ultimate-protection', '/book-a-call-calendly',
    '/thankyou', '/claims', '/claim', '/privacy-policy', '/warranty-claim-form',
  ];
  it.each(specRoutes)('%s has a page', (address) => expect(() => page(address)).not.toThrow());

  it('/claims and /claim are one page; the safe-return family is one file', () => {
    expect(page('/claim')).toBe(page('/claims'));
    const files = new Set(specRoutes.filter((r) => r.startsWith('/safe-return')).map((r) => page(r).file));
    expect(files.size).toBe(1);
  });

  it('the not-found page says what the spec says and links home', () => {
    const notFound = model.pages.find((p) => p.path === null)!;
    const text = textOf(notFound.sections);
    expect(text).toContain('Error 404');
    expect(text).toContain("We can't seem to find the page you're looking for");
    expect(JSON.stringify(notFound.sections)).toContain('"href":"/"');
  });

  it('the warranty claim form page has its heading and banner image', () => {
    const banner = blocks('/warranty-claim-form', 'banner')[0]!;
    expect(banner.heading).toBe('OWL WARRANTY CLAIM FORM');
    expect(banner.image).toBeDefined();
  });

  it('the booking page embeds the scheduling widget 750 px high, from site.json', () => {
    const embed = blocks('/book-a-call-calendly', 'embed')[0]!;
    expect(embed.height).toBe(750);
    expect(embed.src).toBe(model.site.links.scheduling);
  });
});

describe('landing sections (on / and /admin-in-a-box)', () => {
  it.each(['/', '/admin-in-a-box'])('%s has the FAQ with 10 questions and the 12 complaints', (address) => {
    const faq = blocks(address, 'accordion').find((a) => a.faq);
    expect(faq?.items).toHaveLength(10);
    const complaints = blocks(address, 'list').find((l) => l.items.length === 12);
    expect(complaints, 'a list of 12 complaints').toBeDefined();
    expect(textOf(complaints)).toMatch(/cession statements[^.]*every 30 to 90 days/i);
  });

  it('has the three service models with their figures', () => {
    const models = blocks('/', 'cardGrid').find((c) => c.heading === 'Potential as far as the eye can see');
    expect(models?.cards.map((c) => c.title)).toEqual(['Self-managed', 'Partnership', 'Full-service']);
    expect(textOf(models)).toMatch(/up to 80%/i);
    expect(textOf(models)).toContain('40-60%');
    expect(textOf(models)).toContain('20-30%');
  });

  it('has the three-step blueprint with its Schedule a Call button', () => {
    const steps = blocks('/', 'cardGrid').find((c) => c.heading === 'Your Three-Step Blueprint for Taking Control');
    expect(steps?.cards.map((c) => [c.figure, c.title])).toEqual([['01', 'Discovery Call'], ['02', 'Business Plan Proposal'], ['03', 'Setup & Training']]);
    expect(textOf(steps?.buttons)).toContain('Schedule a Call');
    expect(steps?.buttons?.find((b) => b.label === 'Schedule a Call')?.href).toBe('/book-a-call-calendly');
  });

  it('has the dealer cards with their external buttons, and the obligor choices', () => {
    const text = pageText('/');
    for (const label of ["I'M AN AUTO DEALER", "I'M A RV DEALER", "I'M A POWERSPORTS DEALER"]) expect(text).toContain(label);
    for (const obligor of ['insurance company or underwriter', 'administrator', 'dealer-owned warranty company']) expect(text.toLowerCase()).toContain(obligor);
  });

  it('has the lead form with the contact email shown twice and a US postal address', () => {
    const form = blocks('/', 'form').find((f) => f.kind === 'lead');
    expect(form).toBeDefined();
    const text = textOf(form);
    expect(text.split(model.site.contact.email).length - 1).toBeGreaterThanOrEqual(2);
    expect(text).toContain(model.site.contact.address.street);
  });
});

describe('banner variants', () => {
  const all = () => model.pages.flatMap((p) => p.sections).filter((s): s is Extract<Section, { type: 'banner' }> => s.type === 'banner');
  const byHeading = (pattern: RegExp) => all().find((b) => pattern.test(b.heading));

  it('the trapped banner has a button that links nowhere', () => {
    const trapped = byHeading(/^YOU ARE BEING TRAPPED\.\.\.$/);
    expect(trapped?.buttons?.length).toBeGreaterThan(0);
    expect(trapped?.buttons?.every((b) => b.href === undefined)).toBe(true);
  });

  it('growth, profits, solution and GAP variants carry their buttons', () => {
    expect(all().some((b) => b.buttons?.some((x) => x.label === 'Learn More' && x.href === '/book-a-call-calendly'))).toBe(true);
    expect(byHeading(/^Helping You Keep More Of Your Profits$/)?.buttons?.map((b) => b.label)).toContain('Book a Call');
    expect(byHeading(/^BUT WE HAVE A SOLUTION$/)?.buttons?.map((b) => b.label)).toContain('Download the brochure');
    const gap = byHeading(/^How do i get GAP Protection\?$/);
    expect(textOf(gap)).toMatch(/acceptance form/i);
    expect(textOf(gap)).toMatch(/no separate cash payment/i);
    expect(gap?.buttons?.some((b) => b.href === model.site.contact.phoneLink && b.label.includes(model.site.contact.phone))).toBe(true);
  });

  it.each([/LACK OF FLEXIBLE SYSTEMS/, /Protect Your Passion/, /Ensure the joy with us/, /why take chances/i, /automat/i, /anti-aging/i])(
    'a flexible-system variant matches %s',
    (pattern) => expect(all().some((b) => pattern.test(`${b.eyebrow ?? ''} ${b.heading}`))).toBe(true),
  );
});

describe('plan figures (requirements §3, §9)', () => {
  it.each([
    ['/gap', ['$1000', '$50,000', '$125,000', '84 months', '$1000 toward a new vehicle']],
    ['/essentials-complete', ['Essentials Coverage', 'Essentials +', 'Essentials Enhanced', 'Essentials Exclusionary (Factory Type)', '$100', 'three gallons', '60 yards', '100 miles', '100,000', '150,000']],
    ['/essentials-motorhomes', ['chassis', 'coach', '3 days', '24 hours', '$150 per battery', '2 claims']],
    ['/essentials-rv', ['3 days', '24 hours', '$150 per battery', '2 claims']],
    ['/marineessentials-ultimate-protection', ['$100 per occurrence', 'sport/fish', 'cruising', 'ski boat', 'trailer']],
    ['/safe-return-anti-theft-system-automobile', ['30 days', '$5,000', 'five years']],
  ] as const)('%s states %j', (address, figures) => {
    const text = pageText(address).toLowerCase();
    for (const figure of figures) expect(text, `${address} should state "${figure}"`).toContain(figure.toLowerCase());
  });

  it('lists the 9 RV and the 6 powersports optional coverages, and the 8 powersport categories', () => {
    const optional = (address: string) => blocks(address, 'list').find((l) => /optional/i.test(l.heading ?? ''));
    expect(optional('/essentials-rv')?.items).toHaveLength(9);
    expect(optional('/essentials-motorhomes')?.items).toHaveLength(9);
    expect(optional('/essentials-powersports')?.items).toHaveLength(6);
    expect(blocks('/essentials-powersports', 'list').some((l) => l.items.length === 8)).toBe(true);
  });
});
