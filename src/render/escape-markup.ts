const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text made safe for HTML and XML, in element content and in double-quoted attribute values (the only
 * places this project writes text into markup): the characters that could end either are written as
 * references. The one escape for the page head, the sitemap, the gallery and the dev server's error page.
 */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"]/g, (c) => entities[c]!);
