import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EmbedBlockProps } from '../../src/generated/block-props.ts';
import { EmbedBlock, withAutoplay } from '../../src/blocks/embed/EmbedBlock.tsx';
import { renderBlock, serverRenderAndHydrate, ui } from './block-harness.tsx';

const scheduler: EmbedBlockProps = { type: 'embed', heading: 'Book your call', src: 'https://calendly.com/owl/discovery', title: 'Book a discovery call', height: 750 };
const video: EmbedBlockProps = { type: 'embed', src: 'https://www.youtube-nocookie.com/embed/abc?rel=0', title: 'Video: Owl Admin in two minutes', clickToLoad: true };

describe('embed block', () => {
  it('shows the scheduler in a lazily loaded, titled frame exactly 750 px high', () => {
    renderBlock(<EmbedBlock {...scheduler} />);
    const frame = screen.getByTitle('Book a discovery call');
    expect(frame.tagName).toBe('IFRAME');
    // Calendly tells the page it has loaded only when its address carries embed_domain (see widgets.ts). The frame
    // keeps it aside for watch-frame.ts to give as the frame nears the screen; the <noscript> copy has it as src.
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.getAttribute('data-src')).toBe('https://calendly.com/owl/discovery?embed_type=Inline&embed_domain=1');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(getComputedStyle(frame.parentElement!).height).toBe('750px');
    expect(screen.getByRole('region', { name: 'Book your call' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Book a discovery call: open in a new tab' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href'), 'a link opens the scheduler as a page of its own').toBe('https://calendly.com/owl/discovery');
  });

  it('shows a loading state in the frame\'s box, then the block\'s fallback in the same box when the frame has failed', () => {
    const fallback = {
      heading: 'The calendar did not load',
      text: ['Email or call us instead.'],
      buttons: [
        { label: 'Open the calendar', href: 'https://calendly.com/owl/discovery', newTab: true },
        { label: 'Email us', href: 'mailto:hello@owladmin.example' },
      ],
    };
    const { container } = renderBlock(
      <div data-testid="island">
        <EmbedBlock {...scheduler} fallback={fallback} />
      </div>,
    );
    const island = screen.getByTestId('island');
    const status = screen.getByRole('status');
    const box = screen.getByTitle('Book a discovery call').parentElement!;
    expect(status.parentElement).toBe(box);
    const loading = screen.getByText(ui.frame.loading);
    const heading = screen.getByText(fallback.heading);
    const shown = (el: Element) => {
      for (let e: Element | null = el; e && e !== container; e = e.parentElement) if (getComputedStyle(e).display === 'none' || getComputedStyle(e).visibility === 'hidden') return false;
      return true;
    };
    expect([shown(loading), shown(heading)], 'loading').toEqual([true, false]);
    island.setAttribute('data-frame-state', 'failed');
    expect([shown(loading), shown(heading)], 'failed').toEqual([false, true]);
    expect(getComputedStyle(screen.getByTitle('Book a discovery call')).visibility).toBe('hidden');
    expect(screen.getByRole('link', { name: /Email us/ }).getAttribute('href')).toBe('mailto:hello@owladmin.example');
    // The box keeps its 750 px: fitted to the fallback, it moved the page under it by 230 px (outside review round 7).
    // The fallback is a card over the calendar's outline, which stays, faded.
    expect(getComputedStyle(box).height, 'the box keeps its size').toBe('750px');
    expect(getComputedStyle(status).position).toBe('absolute');
    expect(container.querySelectorAll('.days > span')).toHaveLength(35);
    island.setAttribute('data-frame-state', 'working');
    expect(getComputedStyle(box).height, 'the widget gets its 750 px back').toBe('750px');
    expect(shown(status)).toBe(false);
    expect(getComputedStyle(screen.getByTitle('Book a discovery call')).visibility).not.toBe('hidden');
  });

  it('without a fallback of its own, offers the widget in a new tab, in site.json\'s words, once', () => {
    renderBlock(
      <div data-frame-state="failed">
        <EmbedBlock {...scheduler} />
      </div>,
    );
    expect(screen.getByText(ui.frame.failed)).toBeTruthy();
    // The frame's own "Open in a new tab" under the box steps aside while the fallback offers the same.
    const open = screen.getAllByRole('link', { name: 'Book a discovery call: open in a new tab' });
    expect(open.map((l) => l.getAttribute('href'))).toEqual(['https://calendly.com/owl/discovery']);
  });

  it('gives a video a 16:9 frame', () => {
    renderBlock(<EmbedBlock {...video} clickToLoad={undefined} />);
    expect(getComputedStyle(screen.getByTitle(video.title).parentElement!).aspectRatio).toMatch(/^16 ?\/ ?9$/);
  });

  it('with clickToLoad, loads no frame until play is pressed, then plays in place and takes focus', () => {
    renderBlock(<EmbedBlock {...video} />);
    expect(document.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play Video: Owl Admin in two minutes' });
    fireEvent.click(play);
    const frame = screen.getByTitle(video.title);
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc?rel=0&autoplay=1');
    expect(document.activeElement).toBe(frame);
  });

  it('plays on Space, as a button does', () => {
    renderBlock(<EmbedBlock {...video} />);
    fireEvent.keyDown(screen.getByRole('button', { name: /^Play/ }), { key: ' ' });
    expect(screen.getByTitle(video.title).tagName).toBe('IFRAME');
  });

  it('without JavaScript the cover is a link that opens the player in a new tab; hydration matches', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { html, errors, container, cleanup } = await serverRenderAndHydrate(<EmbedBlock {...video} />);
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(html).toMatch(/<a[^>]*href="https:\/\/www.youtube-nocookie.com\/embed\/abc\?rel=0"[^>]*target="_blank"/);
    expect(html).toContain('aria-label="Play Video: Owl Admin in two minutes (opens in a new tab)"');
    expect(html).not.toContain('<iframe');
    // Once hydrated, the same element becomes a play button (focus is not lost) and plays in place.
    const play = container.querySelector('a')!;
    expect(play.getAttribute('role')).toBe('button');
    expect(play.getAttribute('target')).toBeNull();
    fireEvent.click(play);
    expect(container.querySelector('iframe')).not.toBeNull();
    cleanup();
  });

  it('adds autoplay only when the address does not set it', () => {
    expect(withAutoplay('https://player.example/v/1')).toBe('https://player.example/v/1?autoplay=1');
    expect(withAutoplay('https://player.example/v/1?autoplay=0')).toBe('https://player.example/v/1?autoplay=0');
  });

  it('the scheduler offers the site\'s email and phone under its box from the first paint, and hydrates over it without a mismatch', async () => {
    // While the widget loaded, no way to reach a person showed until it gave up after 9 s (outside review round 7).
    const contact = { email: 'hello@owladmin.example', emailHref: 'mailto:hello@owladmin.example', phone: '(555) 010-4477', phoneHref: 'tel:+15550104477' };
    const fallback = { heading: 'The calendar did not load', intro: ['Book in a new tab instead.'] };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { errors, container, cleanup } = await serverRenderAndHydrate(<EmbedBlock {...scheduler} intro={['Pick a day and time below.']} otherWays="Prefer email or phone?" fallback={fallback} contact={contact} />);
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    const line = [...container.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Prefer email or phone?'))!;
    expect([...line.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['mailto:hello@owladmin.example', 'tel:+15550104477']);
    const box = container.querySelector('iframe')!.parentElement!;
    expect(box.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING, 'under the box').toBeTruthy();
    cleanup();
  });
});
