import createCache, { type EmotionCache } from '@emotion/cache';
import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandEntry } from '../islands/island-table.ts';
import { IslandProviders } from '../islands/IslandProviders.tsx';
import { islandAttributes, islandIdPrefix } from '../islands/markers.ts';

let cache: EmotionCache | undefined;

function Hydrated({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/** Hydrates one island with the props the server wrote beside it, in the same providers it was rendered in. */
export async function hydrateIsland(root: HTMLElement, entry: IslandEntry, onHydrated?: () => void) {
  // One style cache for all islands; it adopts the server's <style data-emotion> tags on creation.
  cache ??= createCache({ key: 'css' });
  const id = Number(root.getAttribute(islandAttributes.id));
  const propsScript = document.querySelector(`script[${islandAttributes.props}="${id}"]`);
  const props: unknown = JSON.parse(propsScript?.textContent ?? '{}');
  const Component = (await entry.load()) as ComponentType<Record<string, unknown>>;
  const onReady = () => {
    root.setAttribute('data-hydrated', '');
    onHydrated?.();
  };
  hydrateRoot(
    root,
    <IslandProviders cache={cache}>
      <Component {...(props as Record<string, unknown>)} />
      <Hydrated onReady={onReady} />
    </IslandProviders>,
    {
      identifierPrefix: islandIdPrefix(id),
      onRecoverableError: (error) => console.error('Island hydration error', error),
    },
  );
}
