import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandProviders } from '../islands/IslandProviders.tsx';
import { islandAttributes, islandIdPrefix } from '../islands/markers.ts';
import type { Hydration } from '../blocks/registry.ts';
import { useRenderState } from './render-context.tsx';

/** JSON inside <script> must not be able to close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

interface IslandProps<P> {
  name: string;
  hydrate: Exclude<Hydration, 'static'>;
  component: ComponentType<P>;
  props: P;
}

/**
 * Server side of an island: the component is rendered in its own React root, exactly as the browser
 * will hydrate it (same providers, same id prefix), so hydration matches; its props travel beside it.
 */
export function Island<P extends object>({ name, hydrate, component: Component, props }: IslandProps<P>) {
  const state = useRenderState();
  const id = state.takeIslandId();
  const html = renderToString(
    <IslandProviders cache={state.cache}>
      <Component {...props} />
    </IslandProviders>,
    { identifierPrefix: islandIdPrefix(id) },
  );
  return (
    <>
      <div
        {...{ [islandAttributes.name]: name, [islandAttributes.id]: id, [islandAttributes.hydrate]: hydrate }}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script type="application/json" {...{ [islandAttributes.props]: id }} dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }} />
    </>
  );
}
