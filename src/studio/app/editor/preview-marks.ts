/**
 * The section being edited, outlined in the preview and scrolled into view. The preview's HTML marks where each of
 * the edited file's sections starts (`<!--studio-section N-->`, src/studio/server/section-marks.ts); the frame is
 * the studio's own document (srcdoc), so the editor reaches into it directly.
 */

const selectedAttribute = 'data-studio-selected';
const styleId = 'studio-selected-style';
/** The site's sticky header covers the top of the frame: leave room for it (the site's own scroll-padding-top). */
const headerRoom = 80;

/** The elements of section `index` of the edited file, in the frame's document. */
export function sectionElements(doc: Document, index: number): HTMLElement[] {
  const main = doc.querySelector('main') ?? doc.body;
  if (!main) return [];
  const found: HTMLElement[] = [];
  let inside = false;
  for (const node of [...main.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const mark = /^studio-section(?: (\d+))?$/.exec((node as Comment).data.trim());
      if (mark) inside = mark[1] !== undefined && Number(mark[1]) === index;
    } else if (inside && node instanceof doc.defaultView!.HTMLElement && node.tagName !== 'SCRIPT' && node.tagName !== 'LINK') {
      found.push(node);
    }
  }
  return found;
}

/** Outlines section `index` (and nothing else) in the frame, thick enough to see in the scaled-down preview; with `scroll`, brings its top into view. */
export function showSection(frame: HTMLIFrameElement | null, index: number | undefined, scroll: boolean): void {
  const doc = frame?.contentDocument;
  const view = frame?.contentWindow;
  if (!doc || !view || !doc.body) return;
  if (!doc.getElementById(styleId)) {
    const style = doc.createElement('style');
    style.id = styleId;
    style.textContent = `[${selectedAttribute}]{outline:6px solid #b45309 !important;outline-offset:-6px}`;
    doc.head.append(style);
  }
  for (const marked of doc.querySelectorAll(`[${selectedAttribute}]`)) marked.removeAttribute(selectedAttribute);
  if (index === undefined) return;
  const elements = sectionElements(doc, index);
  for (const element of elements) element.setAttribute(selectedAttribute, '');
  if (scroll && elements[0]) view.scrollTo({ top: Math.max(0, elements[0].getBoundingClientRect().top + view.scrollY - headerRoom) });
}
