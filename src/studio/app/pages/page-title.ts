/**
 * A page's title as the site writes them: the page's own words, then the site's name ("Tire Care | Owl Admin").
 * A person types the first part; a title they write whole (with its own "|") is kept as they wrote it.
 */
export function brandedTitle(typed: string, brand: string): string {
  const words = typed.trim();
  if (!words || !brand || words.includes('|')) return words;
  return `${words} | ${brand}`;
}
