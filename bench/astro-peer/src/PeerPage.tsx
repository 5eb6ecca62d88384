// One page as the engine's renderer builds it (src/render/render-page.tsx), in one React tree for Astro to render:
// the same providers, header, breadcrumb, blocks and footer. Emotion writes its styles as <style> tags beside the
// elements, Astro's way, where the engine gathers the page's critical CSS into the head.
import createCache from '@emotion/cache';
import type { ComponentType } from 'react';
import { registry } from '../../../src/blocks/registry.ts';
import { SectionIndexContext } from '../../../src/blocks/shared/heading-level.tsx';
import { Breadcrumb } from '../../../src/chrome/Breadcrumb.tsx';
import { SiteFooter } from '../../../src/chrome/SiteFooter.tsx';
import { SiteHeader } from '../../../src/chrome/SiteHeader.tsx';
import type { ResolvedPage, Section, SiteConfig } from '../../../src/engine/types.ts';
import { Enhanced, Island } from '../../../src/islands/Island.tsx';
import { IslandProviders } from '../../../src/islands/IslandProviders.tsx';
import { RenderContext } from '../../../src/islands/render-context.tsx';

/** Every block's component, loaded once (the registry loads them lazily, for the browser). */
const components = Object.fromEntries(await Promise.all(Object.entries(registry).map(async ([type, entry]) => [type, await entry.load()] as const))) as Record<string, ComponentType<Section>>;

function Block({ section, site }: { section: Section; site: SiteConfig }) {
  const Component = components[section.type]!;
  const entry = registry[section.type];
  const props: Section = 'siteProps' in entry ? { ...section, ...entry.siteProps(site) } : section;
  if (entry.hydrate === 'static') return <Component {...props} />;
  if (entry.hydrate === 'enhance') return <Enhanced name={section.type}><Component {...props} /></Enhanced>;
  return <Island name={section.type} hydrate={entry.hydrate} component={Component} props={props} />;
}

export function PeerPage({ site, page }: { site: SiteConfig; page: ResolvedPage }) {
  const cache = createCache({ key: 'css' });
  let islands = 0;
  const state = { cache, ui: site.ui, takeIslandId: () => islands++, dev: false, path: page.path };
  return (
    <RenderContext value={state}>
      <IslandProviders cache={cache} ui={site.ui}>
        <a className="skip-link" href="#main">{site.ui.skipToContent}</a>
        <SiteHeader links={site.navigation.links} signUp={site.navigation.signUp} logo={site.brand.logo} homeHref="/" current={page.path} />
        <main id="main" tabIndex={-1}>
          <Breadcrumb site={site} path={page.path} />
          {page.sections.map((section, index) => (
            <SectionIndexContext key={index} value={index}>
              <Block section={section} site={site} />
            </SectionIndexContext>
          ))}
        </main>
        <SiteFooter site={site} year={new Date().getFullYear()} />
      </IslandProviders>
    </RenderContext>
  );
}
