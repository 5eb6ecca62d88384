import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EmbedBlockProps } from '../../src/generated/block-props.ts';
import { EmbedBlock, withAutoplay } from '../../src/blocks/embed/EmbedBlock.tsx';
import { renderBlock, serverRenderAndHydrate } from './block-harness.tsx';

const scheduler: EmbedBlockProps = { type: 'embed', heading: 'Book your call', src: 'https://calendly.com/owl/discovery', title: 'Book a discovery call', height: 750 };
const video: EmbedBlockProps = { type: 'embed', src: 'https://www.youtube-nocookie.com/embed/abc?rel=0', title: 'Video: Owl Admin in two minutes', clickToLoad: true };

describe('embed block', () => {
  it('shows the scheduler in a lazily loaded, titled frame exactly 750 px high', () => {
    renderBlock(<EmbedBlock {...scheduler} />);
    const frame = screen.getByTitle('Book a discovery call');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://calendly.com/owl/discovery');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(getComputedStyle(frame.parentElement!).height).toBe('750px');
    expect(screen.getByRole('region', { name: 'Book your call' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a discovery call: open in a new tab' }).getAttribute('target')).toBe('_blank');
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
});
