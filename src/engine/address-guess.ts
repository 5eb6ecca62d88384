/**
 * `/Warranty Claim Form/` → `/warranty-claim-form`: the well-formed address (see routes.ts) closest to one
 * written against the rule. For "did you mean", and so links to the address a page meant are not blamed
 * while its own address is being fixed.
 */
export function wellFormedAddress(value: string): string {
  const words = value
    .toLowerCase()
    .split('/')
    .map((w) => w.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  return `/${words.join('/')}`;
}
