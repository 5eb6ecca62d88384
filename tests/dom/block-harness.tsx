import createCache from '@emotion/cache';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { UiText } from '../../src/blocks/shared/ui-text.tsx';
import { IslandProviders } from '../../src/islands/IslandProviders.tsx';
import site from '../../site-config/site.json';

/** The site's own interface words, as every page renders with them. */
export const ui: UiText = site.ui;

/** The providers a page renders every block in (IslandProviders), with a fresh style cache and the site's `ui`. */
export function BlockProviders({ children }: { children: ReactNode }) {
  return (
    <IslandProviders cache={createCache({ key: 'css' })} ui={ui}>
      {children}
    </IslandProviders>
  );
}

/** Renders a block the way a page does: inside the island providers, with an emotion cache. */
export function renderBlock(element: ReactElement) {
  return render(<BlockProviders>{element}</BlockProviders>);
}

/**
 * Server-renders a block as Island.tsx does, then hydrates that HTML as the browser bootstrap does, and
 * returns the HTML and every hydration error React reported (a mismatch is reported, then recovered from).
 */
export async function serverRenderAndHydrate(element: ReactElement) {
  const html = renderToString(<BlockProviders>{element}</BlockProviders>, { identifierPrefix: 'i0-' });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <BlockProviders>{element}</BlockProviders>, {
      identifierPrefix: 'i0-',
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { html, container, errors, cleanup: () => container.remove() };
}
