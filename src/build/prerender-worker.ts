/**
 * One prerender worker thread (see prerender-pool.ts): loads the renderer bundle once, then renders each
 * job it is sent, writes the result into the build cache and answers with the job's name. Pages are never
 * sent back whole, so the main thread holds the site model and little else.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type * as Renderer from '../render/render-page.tsx';
import { BuildCache } from './build-cache.ts';
import { buildBrochure } from './brochures.ts';
import type { PrerenderJob, WorkerSetup } from './prerender-pool.ts';

const setup = workerData as WorkerSetup;
// The bundle is Vite's SSR build of render-page.tsx: the same module, bundled.
const renderer = (await import(pathToFileURL(setup.rendererFile).href)) as typeof Renderer;
const components = await renderer.loadComponents();
const cache = new BuildCache(setup.root);
const model = { site: setup.site, pages: [] };

parentPort!.on('message', (job: PrerenderJob) => {
  void (async () => {
    try {
      if (job.kind === 'page') {
        await cache.put(job.entry, renderer.renderPage(model, job.page, { components, template: setup.template, year: setup.year }));
      } else {
        await cache.put(job.entry, await buildBrochure(setup.site, job.page));
      }
      parentPort!.postMessage({ entry: job.entry });
    } catch (error) {
      parentPort!.postMessage({ entry: job.entry, error: error instanceof Error ? error.message : String(error) });
    }
  })();
});
parentPort!.postMessage({ ready: true });
