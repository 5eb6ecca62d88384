/**
 * What makes dist/ deploy unchanged to Netlify, Cloudflare Pages, S3+CloudFront or nginx (docs/deploy.md):
 * `_headers`, `_redirects`, `nginx.conf` and `nginx-http.conf`, and a `.br` and `.gz` beside every text file. Run on the
 * finished build folder, since the policy hashes the inline scripts of the pages as written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteModel } from '../engine/types.ts';
import { headersFile } from '../server/response-headers.ts';
import { contentSecurityPolicy, inlineScriptHashes, usesDataImages, type BuiltNeeds } from './deploy-csp.ts';
import { headersFileText, redirectsFileText } from './deploy-headers.ts';
import { nginxConfFile, nginxConfText, nginxHttpConfFile, nginxHttpConfText } from './deploy-nginx.ts';
import { precompress, type CompressedFileCache, type PrecompressSummary } from './precompress.ts';

/** What the built files under `dir` need from the policy, read one file at a time (pages, stylesheets, scripts). */
async function builtNeeds(dir: string): Promise<BuiltNeeds> {
  const scriptHashes = new Set<string>();
  let dataImages = false;
  const files = (await readdir(dir, { recursive: true })).filter((name) => /\.(html|css|js)$/.test(name));
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    if (file.endsWith('.html')) for (const hash of inlineScriptHashes(text)) scriptHashes.add(hash);
    dataImages ||= usesDataImages(text);
  }
  return { scriptHashes, dataImages };
}

/**
 * Writes the deployment files into the build folder `dir`, then precompresses it, reusing the compressed
 * files `cache` kept from earlier builds; returns the policy and what was compressed.
 */
export async function writeDeployFiles(
  model: SiteModel,
  dir: string,
  cache?: CompressedFileCache,
): Promise<{ policy: string; compressed: PrecompressSummary; precompressMs: number }> {
  const policy = contentSecurityPolicy(model, await builtNeeds(dir));
  await writeFile(path.join(dir, headersFile), headersFileText(policy));
  await writeFile(path.join(dir, '_redirects'), redirectsFileText(model));
  await writeFile(path.join(dir, nginxConfFile), nginxConfText(policy));
  await writeFile(path.join(dir, nginxHttpConfFile), nginxHttpConfText());
  const started = performance.now();
  const compressed = await precompress(dir, cache ? { cache } : {});
  return { policy, compressed, precompressMs: performance.now() - started };
}
