/**
 * The one problem page of the local tools: what stops a page from being shown, in place of the page. `npm run dev`
 * shows it while site-config has never loaded (inside the site's template, so the live preview reloads it once
 * fixed); the studio's preview shows it while the draft has errors, or has no page to show.
 */
import { escapeMarkup } from '../render/escape-markup.ts';

/** One line of the list: a sentence, or a problem with where it is (file:line:column) and the place in the page. */
export type ProblemLine = string | { at: string; where?: string; message: string };

export interface ProblemPage {
  heading: string;
  intro?: string;
  lines?: readonly ProblemLine[];
}

function line(item: ProblemLine): string {
  if (typeof item === 'string') return `<li>${escapeMarkup(item)}</li>`;
  return `<li><code>${escapeMarkup(item.at)}</code> ${item.where ? `<b>${escapeMarkup(item.where)}</b>: ` : ''}${escapeMarkup(item.message)}</li>`;
}

/** The page's main content. */
function problemMain({ heading, intro, lines = [] }: ProblemPage): string {
  const items = lines.map(line).join('');
  return `<main style="font-family:system-ui,sans-serif;margin:0;padding:24px;color:#101828">
<h1 style="font-size:1.25rem">${escapeMarkup(heading)}</h1>${intro ? `<p>${escapeMarkup(intro)}</p>` : ''}${items ? `<ul style="line-height:1.5">${items}</ul>` : ''}
</main>`;
}

/** The problem page: a document of its own, or, given the site's template (index.html), filled into it. */
export function problemPage(content: ProblemPage, template?: string): string {
  if (template) return template.replace('<!--app-lang-->', 'en').replace('<!--app-head-->', `<title>${escapeMarkup(content.heading)}</title>`).replace('<!--app-body-->', problemMain(content));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(content.heading)}</title></head>
<body style="margin:0">${problemMain(content)}</body></html>`;
}
