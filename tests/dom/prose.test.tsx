/**
 * The prose block's list of contents (outside review, issue 22 round 3: the privacy policy's fourteen parts had no
 * way in but scrolling). With `contents`, a navigation list comes first and each of its links leads to a part's
 * heading on the same page; without it, the parts have no addresses and there is no list.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProseBlock } from '../../src/blocks/prose/ProseBlock.tsx';
import { renderBlock } from './block-harness.tsx';

const parts = [
  { heading: '1. Who we are', paragraphs: ['Owl Admin.'] },
  { paragraphs: ['A part without a heading is not listed.'] },
  { heading: '2. What we collect', bullets: ['Your name.'] },
];

describe('prose block', () => {
  it('with contents, lists every part that has a heading, each link leading to that heading', () => {
    const { container } = renderBlock(<ProseBlock type="prose" anchor="policy" contents="On this page" parts={parts} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['1. Who we are', '#policy-1'],
      ['2. What we collect', '#policy-3'],
    ]);
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href')!);
      expect(target?.textContent, `${link.getAttribute('href')} is the part's heading`).toBe(link.textContent);
      expect(target?.tagName).toMatch(/^H[2-4]$/);
    }
  });

  it('without contents, shows no list and gives the parts no addresses', () => {
    const { container } = renderBlock(<ProseBlock type="prose" anchor="policy" parts={parts} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('#policy-1')).toBeNull();
    expect(screen.getByRole('heading', { name: '1. Who we are' })).toBeTruthy();
  });

  it('makes the site\'s email and phone in the text links that open a mail or a call, and leaves the rest as text', () => {
    // The privacy policy's "email … or call …" were plain text, with no tap-to-call on a phone (outside review round 7).
    const contact = { email: 'hello@owladmin.example', emailHref: 'mailto:hello@owladmin.example', phone: '(555) 010-4477', phoneHref: 'tel:+15550104477' };
    const text = 'To make a request, email hello@owladmin.example or call (555) 010-4477. Or write to hello@owladmin.example again.';
    renderBlock(<ProseBlock type="prose" parts={[{ paragraphs: [text] }]} contact={contact} />);
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['hello@owladmin.example', 'mailto:hello@owladmin.example'],
      ['(555) 010-4477', 'tel:+15550104477'],
      ['hello@owladmin.example', 'mailto:hello@owladmin.example'],
    ]);
    // The words are unchanged: only links are added.
    expect(screen.getByText(/To make a request/).closest('p')?.textContent).toBe(text);
  });
});
