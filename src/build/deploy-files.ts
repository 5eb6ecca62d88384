/**
 * What makes dist/ deploy unchanged to Netlify, Cloudflare Pages, S3+CloudFront or nginx (docs/deploy.md):
 * `_headers`, `_redirects`, `nginx.conf` and `nginx-http.conf` (and a `.br` and `.gz` beside every text file,
 * precompress.ts). The policy hashes the inline scripts of the pages as written: the build hands in what its
 * built files need (output-facts.ts keeps that by cache entry, so unchanged pages are not read again).
 */
import type { SiteModel } from '../engine/types.ts';
import { headersFile } from '../server/response-headers.ts';
import { contentSecurityPolicy, type BuiltNeeds } from './deploy-csp.ts';
import { headersFileText, redirectsFileText } from './deploy-headers.ts';
import { nginxConfFile, nginxConfText, nginxHttpConfFile, nginxHttpConfText } from './deploy-nginx.ts';

/** The deployment files, by their path in the build, for a site whose built files need `built`; and the policy. */
export function deployFiles(model: SiteModel, built: BuiltNeeds): { policy: string; files: Map<string, string> } {
  const policy = contentSecurityPolicy(model, built);
  const files = new Map([
    [headersFile, headersFileText(policy)],
    ['_redirects', redirectsFileText(model)],
    [nginxConfFile, nginxConfText(policy)],
    [nginxHttpConfFile, nginxHttpConfText()],
  ]);
  return { policy, files };
}
