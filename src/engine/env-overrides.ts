/**
 * Per-deployment values replaced from the environment at build time, so nothing deployment-specific
 * (or secret) has to be committed. Every override is validated like the file itself.
 */
export const envOverrides = {
  SITE_URL: ['url'],
  SITE_API_BASE: ['api', 'base'],
  SITE_API_KEY: ['api', 'key'],
} as const satisfies Record<string, readonly string[]>;

/** `SITE_LINK_SIGN_UP` → `links.signUp`; any external link in site.json can be replaced this way. */
const LINK_PREFIX = 'SITE_LINK_';

const toCamel = (name: string) => name.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

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
  for (const [variable, value] of Object.entries(env)) {
    if (variable.startsWith(LINK_PREFIX) && value) set(['links', toCamel(variable.slice(LINK_PREFIX.length))], value, variable);
  }
  return applied;
}
