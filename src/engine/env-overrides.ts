/**
 * Per-deployment values replaced from the environment at build time, so nothing deployment-specific
 * (or secret) has to be committed. Every override is validated like the file itself.
 */
const envOverrides = {
  SITE_URL: ['url'],
  SITE_API_BASE: ['api', 'base'],
  SITE_API_KEY: ['api', 'key'],
} as const satisfies Record<string, readonly string[]>;

/** `SITE_LINK_SIGN_UP` → `links.signUp`; any external link in site.json can be replaced this way. */
const LINK_PREFIX = 'SITE_LINK_';

const toCamel = (name: string) => name.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** `signUp` → `SITE_LINK_SIGN_UP`: the variable that replaces a link. */
export const linkVariable = (name: string) => `${LINK_PREFIX}${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;

const linksOf = (site: unknown): Record<string, unknown> | undefined => {
  const links = site && typeof site === 'object' ? (site as { links?: unknown }).links : undefined;
  return links && typeof links === 'object' && !Array.isArray(links) ? (links as Record<string, unknown>) : undefined;
};

/**
 * `SITE_LINK_*` variables that name no link in site.json (a typo such as SITE_LINK_SIGNUP): they would
 * replace nothing, and the deployment would quietly keep the default address.
 */
export function unknownLinkVariables(site: unknown, env: Record<string, string | undefined>): { variable: string; known: string[] }[] {
  const links = linksOf(site);
  if (!links) return [];
  const known = Object.keys(links).map(linkVariable);
  return Object.keys(env)
    .filter((variable) => variable.startsWith(LINK_PREFIX) && env[variable] && !Object.hasOwn(links, toCamel(variable.slice(LINK_PREFIX.length))))
    .map((variable) => ({ variable, known }));
}

export interface AppliedOverride {
  variable: string;
  path: string[];
}

export function applyEnvOverrides(site: unknown, env: Record<string, string | undefined>): AppliedOverride[] {
  if (!site || typeof site !== 'object') return [];
  const applied: AppliedOverride[] = [];
  const set = (path: readonly string[], value: string, variable: string) => {
    let node = site as Record<string, unknown>;
    for (const key of path.slice(0, -1)) {
      if (!node[key] || typeof node[key] !== 'object') node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[path[path.length - 1]!] = value;
    applied.push({ variable, path: [...path] });
  };
  for (const [variable, path] of Object.entries(envOverrides)) {
    const value = env[variable];
    if (value !== undefined && value !== '') set(path, value, variable);
  }
  const links = linksOf(site);
  for (const [variable, value] of Object.entries(env)) {
    const name = toCamel(variable.slice(LINK_PREFIX.length));
    // Only links site.json has: an unknown name is a typo (see unknownLinkVariables), not a new link.
    if (variable.startsWith(LINK_PREFIX) && value && links && Object.hasOwn(links, name)) set(['links', name], value, variable);
  }
  return applied;
}
