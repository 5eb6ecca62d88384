import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanIndexBlock } from '../../src/blocks/planIndex/PlanIndexBlock.tsx';
import { planIndexSiteProps } from '../../src/blocks/planIndex/plan-groups.ts';
import type { SiteConfig } from '../../src/generated/site-config.ts';
import site from '../../site-config/site.json';
import { renderBlock } from './block-harness.tsx';

/**
 * Review round 6 (fault B): home said "every plan is listed below" and listed none; a plan page's breadcrumb
 * now leads to this index. Its plans are the footer's families in site.json, given at render time. Round 7:
 * the claims button with its sentence, in a panel under the shortest family.
 */
describe('the plan index', () => {
  const { groups } = planIndexSiteProps(site as unknown as SiteConfig);
  const block = (
    <PlanIndexBlock
      type="planIndex"
      anchor="plans"
      heading="Own a vehicle? Ask your dealer"
      groups={groups}
      aside={{ heading: 'Had a repair or a theft?', text: ['The claims page shows what to do and who to call.'], buttons: [{ label: 'How claims work', href: '/claims', style: 'secondary' }] }}
    />
  );

  it('links every plan the footer files under a family, under that family, and no claims action', () => {
    renderBlock(block);
    const section = screen.getByRole('region', { name: 'Own a vehicle? Ask your dealer' });
    const families = within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(families).toEqual([...groups.map((g) => g.heading), 'Had a repair or a theft?']);
    expect(families).not.toContain('Claims');
    const plans = groups.flatMap((g) => g.links);
    expect(plans.length).toBeGreaterThan(10);
    for (const plan of plans) expect(within(section).getByRole('link', { name: plan.label }).getAttribute('href')).toBe(plan.href);
    expect(within(section).getByRole('link', { name: 'How claims work' }).getAttribute('href')).toBe('/claims');
  });

  it("keeps the panel's button with its words, under the last family, in that family's column", () => {
    // Round 7: the button hung at the far right of the heading's row, far from the sentence it answered; and the
    // last family, 3 plans beside 7, left a blank block in a shared panel. The panel now fills that column.
    renderBlock(block);
    const panelHeading = screen.getByRole('heading', { name: 'Had a repair or a theft?' });
    const panel = panelHeading.parentElement!;
    expect(within(panel).getByText('The claims page shows what to do and who to call.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'How claims work' }).getAttribute('href')).toBe('/claims');
    const lastFamily = screen.getByRole('heading', { name: groups.at(-1)!.heading }).parentElement!;
    expect(lastFamily.parentElement, 'one column: the last family, then the panel').toBe(panel.parentElement);
    expect(lastFamily.nextElementSibling).toBe(panel);
  });

  it('is the anchor the breadcrumb leads to', () => {
    const { container } = renderBlock(block);
    expect(container.querySelector('section#plans')).not.toBeNull();
  });
});
