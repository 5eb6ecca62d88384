import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselBlockProps } from '../../src/generated/block-props.ts';
import { CarouselBlock } from '../../src/blocks/carousel/CarouselBlock.tsx';
import { fillWords } from '../../src/engine/substitution.ts';
import { carousel, timings } from '../../src/theme/timings.ts';
import { renderBlock, serverRenderAndHydrate, ui } from './block-harness.tsx';

const props: CarouselBlockProps = {
  type: 'carousel',
  heading: 'What dealers say',
  slides: [
    { quote: 'Fees cut in half.', name: 'Maria Lopez', role: 'Dealer Principal, Desert Sky Motors' },
    { quote: 'Statements every month.', name: 'James Carter', role: 'F&I Director, Lakeside RV' },
    { quote: 'Setup took weeks.', name: 'Dana Whitfield', image: { src: '/images/dana.jpg', alt: 'Dana Whitfield', width: 120, height: 120 } },
  ],
};

/** The quote on screen: the slide React marks current in the picker, cross-checked with what is visible to assistive technology. */
function current(): string {
  const visible = screen.getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === ui.carousel.slideKind);
  expect(visible).toHaveLength(1);
  const picked = screen.getAllByRole('button', { name: /^Show quote/ }).find((b) => b.getAttribute('aria-current') === 'true');
  const quote = within(visible[0]!).getByRole('blockquote').textContent!;
  expect(picked!.getAttribute('aria-label')).toContain(visible[0]!.getAttribute('aria-label')!.split(' of ')[0]);
  return quote;
}
const region = () => screen.getByRole('group', { name: 'What dealers say' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('carousel block', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    // @ts-expect-error jsdom has no matchMedia; tests that need one install a mock
    delete window.matchMedia;
  });

  it('is an accessible carousel showing the first quote', () => {
    renderBlock(<CarouselBlock {...props} />);
    expect(region().getAttribute('aria-roledescription')).toBe(ui.carousel.kind);
    expect(current()).toBe('Fees cut in half.');
    expect(screen.getByRole('group', { name: fillWords(ui.carousel.slide, { n: 1, count: 3 }) })).toBeTruthy();
    for (const name of [ui.carousel.previous, ui.carousel.next, ui.carousel.stop, fillWords(ui.carousel.show, { n: 2, name: 'James Carter' })]) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('F&I Director, Lakeside RV', { ignore: false })).toBeTruthy();
  });

  it('marks a quote without a recorded source as illustrative, and only that one', () => {
    renderBlock(<CarouselBlock {...props} slides={[{ ...props.slides[0]!, source: 'Signed release, 2026-03-02' }, props.slides[1]!]} />);
    // Every quote is in the markup (only one is shown at a time), in order.
    const [sourced, unsourced] = [...document.querySelectorAll('figure')];
    expect(sourced!.textContent).not.toContain(ui.carousel.illustrative);
    expect(unsourced!.textContent).toContain(ui.carousel.illustrative);
    // The source is a record for the editor, never shown.
    expect(document.body.textContent).not.toContain('Signed release');
  });

  it('advances every 5000 ms and wraps from the last quote to the first', () => {
    renderBlock(<CarouselBlock {...props} />);
    expect(carousel.intervalMs).toBe(5000);
    advance(4999);
    expect(current()).toBe('Fees cut in half.');
    advance(1);
    expect(current()).toBe('Statements every month.');
    advance(5000);
    expect(current()).toBe('Setup took weeks.');
    advance(5000);
    expect(current()).toBe('Fees cut in half.');
  });

  it('keeps the live region quiet while rotating and polite when stopped', () => {
    renderBlock(<CarouselBlock {...props} />);
    const live = () => document.getElementById(screen.getByRole('button', { name: ui.carousel.next }).getAttribute('aria-controls')!)!;
    expect(live().getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.stop }));
    expect(live().getAttribute('aria-live')).toBe('polite');
    advance(20_000);
    expect(current()).toBe('Fees cut in half.');
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.start }));
    advance(5000);
    expect(current()).toBe('Statements every month.');
  });

  it('pauses while hovered with a mouse, and resumes when the pointer leaves', () => {
    renderBlock(<CarouselBlock {...props} />);
    fireEvent.pointerOver(region(), { pointerType: 'mouse' });
    advance(12_000);
    expect(current()).toBe('Fees cut in half.');
    fireEvent.pointerOut(region(), { pointerType: 'mouse' });
    advance(5000);
    expect(current()).toBe('Statements every month.');
  });

  it('pauses while keyboard focus is inside, and resumes when it leaves', () => {
    renderBlock(<CarouselBlock {...props} />);
    const next = screen.getByRole('button', { name: ui.carousel.next });
    act(() => next.focus());
    advance(12_000);
    expect(current()).toBe('Fees cut in half.');
    act(() => screen.getByRole('button', { name: ui.carousel.previous }).focus());
    advance(12_000);
    expect(current()).toBe('Fees cut in half.');
    act(() => (document.activeElement as HTMLElement).blur());
    advance(5000);
    expect(current()).toBe('Statements every month.');
  });

  it('moves with the previous and next buttons and the arrow keys, wrapping at both ends', () => {
    renderBlock(<CarouselBlock {...props} />);
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.previous }));
    expect(current()).toBe('Setup took weeks.');
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.next }));
    expect(current()).toBe('Fees cut in half.');
    const next = screen.getByRole('button', { name: ui.carousel.next });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(current()).toBe('Setup took weeks.');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toBe('Fees cut in half.');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toBe('Statements every month.');
    fireEvent.click(screen.getByRole('button', { name: 'Show quote 3: Dana Whitfield' }));
    expect(current()).toBe('Setup took weeks.');
  });

  it('follows a swipe of more than 40 px and ignores a shorter one', () => {
    renderBlock(<CarouselBlock {...props} />);
    const slides = screen.getByRole('group', { name: fillWords(ui.carousel.slide, { n: 1, count: 3 }) }).parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(slides, { pointerType: 'touch', clientX: from, clientY: 100 });
      fireEvent.pointerUp(slides, { pointerType: 'touch', clientX: to, clientY: 104 });
    };
    swipe(200, 160);
    expect(current()).toBe('Fees cut in half.');
    swipe(200, 159);
    expect(current()).toBe('Statements every month.');
    swipe(100, 140);
    expect(current()).toBe('Statements every month.');
    swipe(100, 141);
    expect(current()).toBe('Fees cut in half.');
    swipe(100, 141);
    expect(current()).toBe('Setup took weeks.');
  });

  it('slides for 600 ms: the entering and the leaving quote animate, in the direction of travel', () => {
    expect(timings.carousel).toBe(600);
    renderBlock(<CarouselBlock {...props} />);
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.next }));
    const entering = screen.getByRole('group', { name: '2 of 3' });
    const leaving = screen.getAllByRole('group', { hidden: true }).find((g) => g.getAttribute('aria-label') === '1 of 3')!;
    expect(getComputedStyle(entering).animation).toMatch(/600ms/);
    expect(getComputedStyle(leaving).animation).toMatch(/600ms/);
    expect(leaving.getAttribute('aria-hidden')).toBe('true');
  });

  it('with prefers-reduced-motion: no automatic advance, no animation, no rotation control', () => {
    mockReducedMotion(true);
    renderBlock(<CarouselBlock {...props} />);
    advance(30_000);
    expect(current()).toBe('Fees cut in half.');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.next }));
    expect(current()).toBe('Statements every month.');
    expect(getComputedStyle(screen.getByRole('group', { name: '2 of 3' })).animation).not.toMatch(/600ms/);
  });

  it('shows a single quote without controls', () => {
    renderBlock(<CarouselBlock {...props} slides={[props.slides[0]!]} />);
    expect(screen.queryByRole('button')).toBeNull();
    advance(10_000);
    expect(screen.getByText('Fees cut in half.')).toBeTruthy();
  });

  it('hydrates its server HTML without a mismatch, with every quote in the HTML for readers without JavaScript', async () => {
    vi.useRealTimers();
    mockReducedMotion(true);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { html, errors, cleanup } = await serverRenderAndHydrate(<CarouselBlock {...props} />);
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    for (const slide of props.slides) expect(html).toContain(slide.quote);
    expect(html).toContain('<noscript><style>[data-carousel-controls]{display:none!important}');
    cleanup();
  });
});
