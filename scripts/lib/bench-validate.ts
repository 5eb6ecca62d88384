/**
 * `tsx scripts/lib/bench-validate.ts <root>`: validates the project at <root> as `npm run validate` does, in a process
 * of its own, and prints what bench:scale reads of it as one line of JSON: the time, the pages, and the process's peak
 * memory (so the figure is validation's, not that of the bench that made the copy).
 */
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { loadSite } from '../../src/engine/load-site.ts';

const root = process.argv[2];
if (!root) {
  console.error('usage: tsx scripts/lib/bench-validate.ts <project folder>');
  process.exit(2);
}
const started = performance.now();
const loaded = await loadSite({ root, blockHooks });
const ms = performance.now() - started;
console.log(JSON.stringify({ ok: loaded.ok, problem: loaded.ok ? undefined : loaded.problems[0]?.message, pages: loaded.ok ? loaded.model.pages.length : 0, ms, peakMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
