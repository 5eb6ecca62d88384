import createCache, { type EmotionCache } from '@emotion/cache';
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SectionIndexContext } from '../blocks/shared/heading-level.tsx';
import type { UiText } from '../blocks/shared/ui-text.tsx';
import { IslandProviders } from '../islands/IslandProviders.tsx';
import { islandAttributes, islandIdPrefix } from '../islands/markers.ts';
import { IslandBoundary } from './IslandBoundary.tsx';

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

/** What the bootstrap hears from an island it hydrates. */
export interface IslandEvents {
  /** The island has hydrated: its handlers are attached. */
  onReady: () => void;
  /**
   * The island broke while rendering; its server HTML is back in place. `relocate` finds, in that
   * restored HTML, the element that stands where `element` (a node of the old HTML) stood.
   */
  onError: (error: unknown, relocate: (element: HTMLElement) => HTMLElement | undefined) => void;
}

/**
 * Finds, under `root`, the element at the same place as `element` was under `oldChildren` (the root's
 * children before React took them over): a held click then lands on the restored button or link.
 */
function relocator(root: HTMLElement, oldChildren: readonly Element[]) {
  return (element: HTMLElement): HTMLElement | undefined => {
    const steps: number[] = [];
    let node: Element = element;
    while (!oldChildren.includes(node)) {
      const parent = node.parentElement;
      if (!parent) return undefined;
      steps.unshift([...parent.children].indexOf(node));
      node = parent;
    }
    let found: Element | undefined = root.children[oldChildren.indexOf(node)];
    for (const step of steps) found = found?.children[step];
    return found instanceof HTMLElement ? found : undefined;
  };
}

/**
 * Hydrates one island with the props the server wrote beside it, in the same providers it was rendered in,
 * inside an error boundary: if it throws while rendering, React lets go of it and its server HTML is put
 * back, so one broken block never blanks the page or the other islands.
 */
export async function hydrateIsland(root: HTMLElement, Component: ComponentType<never>, { onReady, onError }: IslandEvents): Promise<void> {
  // One style cache for all islands; it adopts the server's <style data-emotion> tags on creation.
  cache ??= createCache({ key: 'css' });
  const styles = cache;
  // Read each time, not kept: the dev server's live preview may replace it.
  const ui = pageUiText();
  const id = Number(root.getAttribute(islandAttributes.id));
  const section = Number(root.getAttribute(islandAttributes.section) ?? 1);
  const propsScript = document.querySelector(`script[${islandAttributes.props}="${id}"]`);
  const props: unknown = JSON.parse(propsScript?.textContent ?? '{}');
  const Island = Component as ComponentType<Record<string, unknown>>;
  // Evaluating the island's code and hydrating it are separate tasks, so neither blocks input for long.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const serverHtml = root.innerHTML;
  const serverChildren = [...root.children];
  let reactRoot: Root | undefined;
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    // After React's current commit: a root cannot be unmounted from inside its own render.
    setTimeout(() => {
      reactRoot?.unmount();
      root.innerHTML = serverHtml;
      root.removeAttribute('data-hydrated');
      onError(error, relocator(root, serverChildren));
    }, 0);
  };
  const ready = () => {
    if (failed) return;
    root.setAttribute('data-hydrated', '');
    onReady();
  };
  // A hydration started inside a transition is time-sliced: React yields to the browser every few
  // milliseconds instead of hydrating in one long task (measured: 92 ms of blocking time on /thankyou).
  startTransition(() => {
    reactRoot = hydrateRoot(
      root,
      <IslandProviders cache={styles} ui={ui}>
        <SectionIndexContext value={section}>
          <IslandBoundary onError={fail}>
            <Hydrated onReady={ready}>
              <Island {...(props as Record<string, unknown>)} />
            </Hydrated>
          </IslandBoundary>
        </SectionIndexContext>
      </IslandProviders>,
      {
        identifierPrefix: islandIdPrefix(id),
        onRecoverableError: (error) => console.error('Island hydration error', error),
        // The bootstrap reports a broken island in one line of its own; React's default would add a
        // second report with the component stack.
        onCaughtError: () => {},
        onUncaughtError: fail,
      },
    );
  });
}
