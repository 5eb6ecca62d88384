/**
 * Prerendering on worker threads: pages and brochures are jobs, shared among `jobs` workers (one per core
 * by default), each of which renders with the same renderer bundle and writes its result into the build
 * cache (prerender-worker.ts). The output does not depend on the number of workers: each job's result
 * depends only on its inputs (tests/cli/build-scale.test.ts builds with one worker and with two, and
 * compares every file).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ResolvedPage, SiteConfig } from '../engine/types.ts';

/** What every worker is started with. */
export interface WorkerSetup {
  root: string;
  /** The renderer bundle (Vite's SSR build of src/render/render-page.tsx). */
  rendererFile: string;
  template: string;
  site: SiteConfig;
  year: number;
}

/** One page to render, or one brochure to make, into the cache entry `entry`. */
export type PrerenderJob = { kind: 'page' | 'brochure'; entry: string; page: ResolvedPage };

type Answer = { ready: true } | { entry: string; error?: string };

const defaultJobs = () => Math.max(1, availableParallelism());

/**
 * The worker's module is TypeScript: the thread registers tsx's loader first (a worker does not inherit the
 * loader the build itself runs under), then imports it.
 */
function startWorker(setup: WorkerSetup): Worker {
  const entry = new URL('./prerender-worker.ts', import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData: setup });
}

/**
 * How many workers to start for `work` jobs: `jobs` when asked for, else one per core, but no more than one per
 * hundred jobs: a worker takes a second or two to start (it loads the renderer and its packages), about as long
 * as rendering a hundred pages, so a few pages are not worth a second one.
 */
export function workerCount(work: number, jobs?: number): number {
  if (!work) return 0;
  return Math.min(work, jobs ?? Math.min(defaultJobs(), Math.ceil(work / 100)));
}

/** Runs every job on `count` workers; resolves when all are written, rejects with every failure's message. */
export async function prerender(setup: WorkerSetup, work: readonly PrerenderJob[], count: number): Promise<void> {
  if (!work.length) return;
  const queue = [...work];
  const failures: string[] = [];
  // Two jobs in flight per worker: one renders while the other's file is written.
  const inFlight = 2;
  await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<void>((resolve, reject) => {
        const worker = startWorker(setup);
        let busy = 0;
        const next = () => {
          while (busy < inFlight && queue.length) {
            busy++;
            worker.postMessage(queue.shift());
          }
          if (busy === 0) void worker.terminate().then(() => resolve());
        };
        worker.on('message', (answer: Answer) => {
          if (!('ready' in answer)) {
            busy--;
            if (answer.error) failures.push(`${answer.entry}: ${answer.error}`);
          }
          next();
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (code !== 0 && (busy > 0 || queue.length)) reject(new Error(`a prerender worker stopped (exit code ${code})`));
        });
      }),
    ),
  );
  if (failures.length) throw new Error(`Prerendering failed:\n${failures.join('\n')}`);
}
