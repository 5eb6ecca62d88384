import createCache, { type EmotionCache } from '@emotion/cache';
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SectionIndexContext } from '../blocks/shared/heading-level.tsx';
import type { UiText } from '../blocks/shared/ui-text.tsx';
import type { HydratedIsland } from '../islands/island-table.ts';
import { IslandProviders } from '../islands/IslandProviders.tsx';
import { islandAttributes, islandIdPrefix } from '../islands/markers.ts';

let cache: EmotionCache | undefined;

/** The page's site.json `ui`, written once in its head (see render/document.ts). */
function pageUiText(): UiText {
  const script = document.querySelector(`script[${islandAttributes.uiText}]`);
  if (!script?.textContent) throw new Error(`This page has no <script ${islandAttributes.uiText}>: it was not built by this engine's renderer.`);
  return JSON.parse(script.textContent) as UiText;
}

/**
 * Signals when the island has hydrated. It wraps the component rather than sitting beside it: a sibling
 * would change the tree's shape, and with it every useId, so ids would not match the server's HTML.
 */
function Hydrated({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/** Hydrates one island with the props the server wrote beside it, in the same providers it was rendered in. */
export async function hydrateIsland(root: HTMLElement, entry: HydratedIsland, onHydrated?: () => void) {
  // One style cache for all islands; it adopts the server's <style data-emotion> tags on creation.
  cache ??= createCache({ key: 'css' });
  const styles = cache;
  // Read each time, not kept: the dev server's live preview may replace it.
  const ui = pageUiText();
  const id = Number(root.getAttribute(islandAttributes.id));
  const section = Number(root.getAttribute(islandAttributes.section) ?? 1);
  const propsScript = document.querySelector(`script[${islandAttributes.props}="${id}"]`);
  const props: unknown = JSON.parse(propsScript?.textContent ?? '{}');
  const Component = (await entry.load()) as ComponentType<Record<string, unknown>>;
  // Evaluating the island's code and hydrating it are separate tasks, so neither blocks input for long.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const onReady = () => {
    root.setAttribute('data-hydrated', '');
    onHydrated?.();
  };
  // A hydration started inside a transition is time-sliced: React yields to the browser every few
  // milliseconds instead of hydrating in one long task (measured: 92 ms of blocking time on /thankyou).
  startTransition(() => {
    hydrateRoot(
      root,
      <IslandProviders cache={styles} ui={ui}>
        <SectionIndexContext value={section}>
          <Hydrated onReady={onReady}>
            <Component {...(props as Record<string, unknown>)} />
          </Hydrated>
        </SectionIndexContext>
      </IslandProviders>,
      {
        identifierPrefix: islandIdPrefix(id),
        onRecoverableError: (error) => console.error('Island hydration error', error),
      },
    );
  });
}
