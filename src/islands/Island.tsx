import { useContext, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandProviders } from './IslandProviders.tsx';
import { islandAttributes, islandIdPrefix } from './markers.ts';
import type { Hydration } from './island-types.ts';
import { SectionIndexContext } from '../blocks/shared/heading-level.tsx';
import { useRenderState } from './render-context.tsx';

/** JSON inside <script> must not be able to close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

interface IslandProps<P> {
  name: string;
  hydrate: Exclude<Hydration, 'static' | 'enhance'>;
  component: ComponentType<P>;
  props: P;
}

/**
 * Server side of an island: the component is rendered in its own React root, exactly as the browser
 * will hydrate it (same providers, same id prefix, same section index), so hydration matches; its props
 * travel beside it. A separate root does not inherit context, so the section index is passed on explicitly:
 * without it an island at the top of a page would lose the page's h1.
 */
export function Island<P extends object>({ name, hydrate, component: Component, props }: IslandProps<P>) {
  const state = useRenderState();
  const id = state.takeIslandId();
  const section = useContext(SectionIndexContext);
  const html = renderToString(
    <IslandProviders cache={state.cache} ui={state.ui}>
      <SectionIndexContext value={section}>
        <Component {...props} />
      </SectionIndexContext>
    </IslandProviders>,
    { identifierPrefix: islandIdPrefix(id) },
  );
  return (
    <>
      <div
        {...{ [islandAttributes.name]: name, [islandAttributes.id]: id, [islandAttributes.hydrate]: hydrate, [islandAttributes.section]: section }}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script type="application/json" {...{ [islandAttributes.props]: id }} dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }} />
    </>
  );
}

/**
 * Server side of an enhanced block: rendered in the page like a static block, inside a marked wrapper
 * that the bootstrap hands to the block's plain DOM code. No props travel: that code reads the HTML.
 */
export function Enhanced({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div {...{ [islandAttributes.name]: name, [islandAttributes.hydrate]: 'enhance' }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
