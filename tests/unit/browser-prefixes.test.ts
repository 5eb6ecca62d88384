/**
 * The render's style cache writes only the vendor prefixes the build's browsers need
 * (src/render/browser-prefixes.ts): stylis's own prefixer wrote flexbox, transition and user-select
 * prefixes for browsers back to IE 10, about a ninth of every page's inline CSS.
 */
import createCache from '@emotion/cache';
import { CacheProvider, css, jsx } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stylisPlugins } from '../../src/render/browser-prefixes.ts';

const styles = css({
  display: 'flex',
  alignItems: 'center',
  transition: 'opacity 250ms',
  userSelect: 'none',
  textDecoration: 'underline dotted',
  '@media print': { colorAdjust: 'exact' },
  '@keyframes spin': { to: { transform: 'rotate(1turn)' } },
});

/** The CSS a server render of one styled element extracts, with the given plugins (undefined: emotion's default, stylis's prefixer). */
function cssOf(plugins: typeof stylisPlugins | undefined): string {
  const cache = createCache({ key: 'css', ...(plugins ? { stylisPlugins: plugins } : {}) });
  // Made before the render, as render-page.tsx does: it puts the cache in the mode that keeps the styles for extraction.
  const server = createEmotionServer(cache);
  const html = renderToString(createElement(CacheProvider, { value: cache }, jsx('div', { css: styles })));
  return server.extractCritical(html).css;
}

describe('browser prefixes', () => {
  it("writes what Safari reads only prefixed, and none of the old browsers' prefixes", () => {
    const shown = cssOf(stylisPlugins);
    expect(shown).toContain('display:flex;');
    expect(shown).toContain('-webkit-user-select:none;user-select:none;');
    expect(shown).toContain('-webkit-text-decoration:underline dotted;text-decoration:underline dotted;');
    expect(shown).toContain('-webkit-print-color-adjust:exact;color-adjust:exact;');
    expect(shown).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-flex|-webkit-align|-webkit-transition|@-webkit-keyframes/);
  });

  it('is smaller than what stylis writes by default', () => {
    const all = cssOf(undefined);
    // The default, for comparison: the prefixes this plugin leaves out are there.
    expect(all).toMatch(/-ms-flexbox/);
    expect(all).toMatch(/-moz-user-select/);
    expect(cssOf(stylisPlugins).length).toBeLessThan(all.length * 0.75);
  });
});
