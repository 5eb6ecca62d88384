/**
 * The block gallery, served by `npm run dev` only (never built): /_gallery shows every block type in every
 * variant its schema describes, each rendered by the real page renderer in a frame of its own
 * (/_gallery/<type>/<n>, exactly as on a page, islands and all) with its JSON beside it to copy.
 * Everything comes from schemas/ and the registry at request time, so a new block shows up at once.
 */
import path from 'node:path';
import { registry, type Hydration } from '../blocks/registry.ts';
import { parseJsonSource } from '../engine/json-source.ts';
import { currentVersion } from '../engine/migrations.ts';
import { siteNames } from '../engine/load-site.ts';
import { schemaProblems } from '../engine/schema-messages.ts';
import { createSchemaValidator, type SchemaValidator } from '../engine/schema-validator.ts';
import type { ResolvedPage, Section, SiteModel } from '../engine/types.ts';
import { loadComponents, renderPage } from '../render/render-page.tsx';
import { escapeMarkup } from '../render/escape-markup.ts';
import { hydrationWords } from './block-docs.ts';
import { galleryPath, livePreviewScript } from './protocol.ts';
import { blockVariants, readCatalog, type BlockSchema, type BlockVariant } from './schema-catalog.ts';
import { fillValues, linkName } from '../engine/substitution.ts';

export interface GalleryContext {
  root: string;
  model: SiteModel;
  /** index.html as the dev server serves it. */
  template: string;
}


/** `@name` links and `{{name}}` values filled in as on a real page, so examples render as they would there. */
function resolveNames(value: unknown, names: ReturnType<typeof siteNames>): unknown {
  if (typeof value === 'string') {
    const link = linkName(value);
    if (link && names.links[link]) return names.links[link];
    return fillValues(value, names.values);
  }
  if (Array.isArray(value)) return value.map((v) => resolveNames(v, names));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveNames(v, names)]));
  return value;
}

/** Problems with a variant, in the validator's words (a block's example should always be valid). */
function problemsOf(variant: BlockVariant, validator: SchemaValidator): string[] {
  const page = { $schema: '', version: currentVersion, path: '/gallery', title: 'Gallery example', description: 'x'.repeat(60), sections: [variant.data] };
  const parsed = parseJsonSource('example.json', JSON.stringify(page, null, 2));
  if (!parsed.ok) return [];
  return schemaProblems(parsed.source, validator.validate('page.schema.json', parsed.source.data).errors).map(
    (p) => `${p.where.replace(/^sections\[0\] \([^)]*\)( › )?/, '')}${p.where.includes('›') ? ': ' : ' '}${p.message}`,
  );
}

const css = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1d2433; background: #f4f6fa; }
  main { max-width: 1680px; margin: 0 auto; padding: 32px 24px 96px; }
  h1 { margin: 0 0 8px; font-size: 2rem; }
  .intro { max-width: 760px; margin: 0 0 16px; }
  nav ul { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; margin: 0 0 32px; }
  nav a { display: block; padding: 4px 12px; border-radius: 999px; background: #fff; border: 1px solid #d0d7e2; color: #0b2545; text-decoration: none; }
  .block { margin: 0 0 56px; scroll-margin-top: 16px; }
  .block > h2 { margin: 0; font-size: 1.5rem; }
  .block > h2 code { font-size: 1rem; font-weight: 400; color: #475467; margin-left: 8px; }
  .block > p { margin: 4px 0; max-width: 900px; }
  .meta { color: #475467; font-size: 0.875rem; }
  .variant { margin: 20px 0 0; background: #fff; border: 1px solid #d0d7e2; border-radius: 12px; overflow: hidden; }
  .variant > h3 { margin: 0; padding: 8px 16px; font-size: 0.875rem; font-weight: 600; background: #e9edf5; }
  .variant-body { display: grid; grid-template-columns: minmax(0, 1fr); }
  @media (min-width: 1200px) { .variant-body { grid-template-columns: minmax(0, 1fr) 440px; } }
  iframe { display: block; width: 100%; height: 320px; border: 0; background: #fff; }
  .json { position: relative; background: #0f1728; color: #e4e7ec; min-width: 0; }
  .json pre { margin: 0; padding: 48px 16px 16px; overflow: auto; max-height: 640px; white-space: pre-wrap; overflow-wrap: anywhere; font: 13px/1.5 ui-monospace, monospace; }
  .copy { position: absolute; top: 10px; right: 10px; padding: 4px 12px; border-radius: 6px; border: 0; background: #ffb020; color: #1d2433; font-weight: 600; cursor: pointer; }
  .problems { margin: 0; padding: 12px 16px 12px 36px; background: #fef3f2; color: #7a271a; }
`;

/** Sizes each frame to its content, and copies an example's JSON; delegated, so it survives live-preview swaps. */
const script = `
  const mainOf = (frame) => frame.contentDocument && frame.contentDocument.querySelector('main');
  const fit = (frame) => {
    const main = mainOf(frame);
    if (main) frame.style.height = Math.ceil(main.getBoundingClientRect().bottom) + 'px';
  };
  document.addEventListener('load', (event) => {
    const frame = event.target;
    if (!(frame instanceof HTMLIFrameElement) || !mainOf(frame)) return;
    fit(frame);
    new ResizeObserver(() => fit(frame)).observe(mainOf(frame));
  }, true);
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('button.copy');
    if (!button) return;
    const text = button.parentElement.querySelector('pre').textContent;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const range = document.createRange();
      range.selectNodeContents(button.parentElement.querySelector('pre'));
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      document.execCommand('copy');
    }
    button.textContent = 'Copied!';
    setTimeout(() => { button.textContent = 'Copy JSON'; }, 2000);
  });
`;

function blockHtml(block: BlockSchema, variants: BlockVariant[], validator: SchemaValidator): string {
  const hydrate = (registry as Record<string, { hydrate: Hydration } | undefined>)[block.type]?.hydrate;
  const title = block.schema.title ?? block.type;
  const items = variants.map((variant, i) => {
    const problems = problemsOf(variant, validator);
    return `
      <article class="variant" aria-label="${escapeMarkup(`${title}, ${variant.label}`)}">
        <h3>${escapeMarkup(variant.label)}</h3>
        ${problems.length ? `<ul class="problems" role="alert">${problems.map((p) => `<li>This example is not valid: ${escapeMarkup(p)}</li>`).join('')}</ul>` : ''}
        <div class="variant-body">
          <iframe src="${galleryPath}/${block.type}/${i}" title="${escapeMarkup(`${title}, ${variant.label}`)}" loading="lazy"></iframe>
          <div class="json"><button type="button" class="copy">Copy JSON</button><pre><code>${escapeMarkup(JSON.stringify(variant.data, null, 2))}</code></pre></div>
        </div>
      </article>`;
  });
  return `
    <section class="block" id="${block.type}" aria-labelledby="${block.type}-title">
      <h2 id="${block.type}-title">${escapeMarkup(title)}<code>"type": "${block.type}"</code></h2>
      <p>${escapeMarkup(block.schema.description ?? '')}</p>
      <p class="meta">${hydrate ? hydrationWords[hydrate] : 'Not in src/blocks/registry.ts yet: it cannot be used on a page.'} · ${block.file}</p>
      ${items.join('\n') || '<p class="problems">This block has no examples: add some to "examples" in its schema.</p>'}
    </section>`;
}

/** /_gallery: every block, every variant, each with its JSON. */
export async function renderGalleryIndex({ root, template }: GalleryContext): Promise<string> {
  const catalog = await readCatalog(root);
  const validator = createSchemaValidator(path.join(root, 'schemas'));
  const count = catalog.blocks.reduce((n, b) => n + blockVariants(b, catalog).length, 0);
  const body = `
  <main>
    <h1>Block gallery</h1>
    <p class="intro">Every block a page can use, in ${count} variants, taken from the examples in <code>schemas/blocks/</code>.
      To use one, press <b>Copy JSON</b> and paste it into the <code>"sections"</code> list of a page in <code>site-config/pages/</code>.
      Every property is explained in <code>docs/blocks.md</code>. This page exists only in <code>npm run dev</code>.</p>
    <nav aria-label="Blocks"><ul>${catalog.blocks.map((b) => `<li><a href="#${b.type}">${escapeMarkup(b.schema.title ?? b.type)}</a></li>`).join('')}</ul></nav>
    ${catalog.blocks.map((b) => blockHtml(b, blockVariants(b, catalog), validator)).join('\n')}
  </main>
  <script>${script}</script>`;
  return template
    .replace('<!--app-lang-->', 'en')
    .replace('<!--app-head-->', () => `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Block gallery</title><style>${css}</style>`)
    .replace('<!--app-body-->', () => body);
}

/** /_gallery/<type>/<n>: one variant on a page of its own, rendered exactly as a page renders it. */
export async function renderGalleryFrame({ root, model, template }: GalleryContext, type: string, index: number): Promise<string | undefined> {
  const catalog = await readCatalog(root);
  const block = catalog.blocks.find((b) => b.type === type);
  const variant = block && blockVariants(block, catalog)[index];
  if (!block || !variant || !(type in registry)) return undefined;
  const page: ResolvedPage = {
    file: block.file,
    path: null,
    aliases: [],
    title: `${block.schema.title ?? type}: ${variant.label}`,
    description: block.schema.description ?? '',
    sections: [resolveNames(variant.data, siteNames(model.site)) as Section],
  };
  // Only the block: the site's header and footer, and the error overlay (the gallery page shows that), stay hidden.
  const frameTemplate = template.replace(livePreviewScript, '').replace('</head>', '<style>body > :not(main), vite-error-overlay { display: none !important; }</style></head>');
  return renderPage(model, page, { components: await loadComponents(), template: frameTemplate, dev: true });
}

/** Answers a gallery address: the index, a frame, or undefined (404). */
export async function serveGallery(context: GalleryContext, pathname: string): Promise<string | undefined> {
  if (pathname === galleryPath || pathname === `${galleryPath}/`) return renderGalleryIndex(context);
  const frame = new RegExp(`^${galleryPath}/([A-Za-z0-9]+)/(\\d+)$`).exec(pathname);
  return frame ? renderGalleryFrame(context, frame[1]!, Number(frame[2])) : undefined;
}
