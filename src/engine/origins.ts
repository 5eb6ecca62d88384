/**
 * What the build may write as an origin into the Content-Security-Policy, `_headers` and nginx.conf: a scheme, a
 * host of letters, digits, hyphens and dots, and a port; nothing else. The URL parser alone is not enough: it
 * takes "https://cal;sandbox/x" (origin "https://cal;sandbox", which ends the frame-src directive and turns every
 * page's scripts off) and "https://$http_x_inject/" (an nginx variable, so a request header rewrites the policy).
 * Validation (the embed block's check, site.json's api.base) and the build (deploy-csp.ts) use this one rule, so
 * an address validation accepts is one the build can write.
 */
const plainOrigin = /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$/;

/** The origin of `address` when it is a plain one with a scheme of `schemes`; undefined for anything else. */
export function plainOriginOf(address: string, schemes: readonly string[] = ['https:']): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (!schemes.includes(url.protocol) || url.username || url.password) return undefined;
  return plainOrigin.test(url.origin) ? url.origin : undefined;
}
