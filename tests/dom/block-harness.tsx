import createCache from '@emotion/cache';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IslandProviders } from '../../src/islands/IslandProviders.tsx';

/** Renders a block the way a page does: inside the island providers, with an emotion cache. */
export function renderBlock(element: ReactElement) {
  return render(<IslandProviders cache={createCache({ key: 'css' })}>{element}</IslandProviders>);
}

/**
 * Server-renders a block as Island.tsx does, then hydrates that HTML as the browser bootstrap does, and
 * returns the HTML and every hydration error React reported (a mismatch is reported, then recovered from).
 */
export async function serverRenderAndHydrate(element: ReactElement) {
  const html = renderToString(<IslandProviders cache={createCache({ key: 'css' })}>{element}</IslandProviders>, { identifierPrefix: 'i0-' });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <IslandProviders cache={createCache({ key: 'css' })}>{element}</IslandProviders>, {
      identifierPrefix: 'i0-',
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { html, container, errors, cleanup: () => container.remove() };
}
