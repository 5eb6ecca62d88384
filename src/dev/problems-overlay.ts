/**
 * The live preview's problem overlay (`npm run dev` only): what is wrong in site-config, written for the
 * person editing the JSON, over the last good version of the page. A non-modal alert dialog, labelled by
 * its heading; Escape or its button closes it, and the next save that still has problems shows it again.
 * It lives in a shadow root, so the site's styles and the page's own regions never touch it.
 */
import { problemsHeading, type ShownProblem } from './protocol.ts';

/** The id of the overlay's host element (tests and tools look for it). */
const overlayId = 'site-config-problems';

const css = `
  section { position: fixed; inset: 1rem 1rem auto; z-index: 2147483647; max-height: calc(100vh - 2rem); overflow: auto;
    box-sizing: border-box; padding: 1.25rem 1.5rem; background: #fff; color: #1a1a1a; border: 2px solid #b3261e;
    border-left-width: 8px; border-radius: 8px; box-shadow: 0 8px 32px rgb(0 0 0 / 0.35);
    font: 16px/1.5 system-ui, sans-serif; }
  h2 { margin: 0 0 0.75rem; font-size: 1.15rem; color: #8c1d18; }
  ol { margin: 0; padding-left: 1.25rem; }
  li + li { margin-top: 0.5rem; }
  code { font: 0.9em ui-monospace, monospace; background: #f3f0f0; padding: 0.1em 0.3em; border-radius: 4px; }
  button { margin-top: 1rem; font: inherit; padding: 0.4rem 0.9rem; border-radius: 6px; border: 1px solid #8c1d18;
    background: #fff; color: #8c1d18; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
`;

let focusBefore: Element | null = null;

function onKey(event: KeyboardEvent): void {
  if (event.key === 'Escape') hideProblems();
}

function line(problem: ShownProblem): HTMLLIElement {
  const item = document.createElement('li');
  const at = document.createElement('code');
  at.textContent = `${problem.file}:${problem.line}:${problem.column}`;
  item.append(at, ' ');
  if (problem.where) {
    const where = document.createElement('strong');
    where.textContent = problem.where;
    item.append(where, ': ');
  }
  item.append(problem.message);
  return item;
}

/** Shows `problems` (replacing what the overlay showed), and moves focus to it when it first appears. */
export function showProblems(problems: readonly ShownProblem[]): void {
  let host = document.getElementById(overlayId);
  const appearing = !host;
  if (!host) {
    host = document.createElement('div');
    host.id = overlayId;
    host.attachShadow({ mode: 'open' });
    document.body.append(host);
    focusBefore = document.activeElement;
    document.addEventListener('keydown', onKey);
  }
  const shadow = host.shadowRoot!;
  const hadFocus = shadow.activeElement !== null;
  const style = document.createElement('style');
  style.textContent = css;
  const dialog = document.createElement('section');
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', 'heading');
  dialog.setAttribute('aria-describedby', 'list');
  const heading = document.createElement('h2');
  heading.id = 'heading';
  heading.textContent = problemsHeading(problems.length);
  const list = document.createElement('ol');
  list.id = 'list';
  list.append(...problems.map(line));
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Hide (Esc)';
  close.addEventListener('click', hideProblems);
  dialog.append(heading, list, close);
  shadow.replaceChildren(style, dialog);
  if (appearing || hadFocus) close.focus();
}

/** Removes the overlay, if shown, and gives focus back to where it was. */
export function hideProblems(): void {
  const host = document.getElementById(overlayId);
  if (!host) return;
  host.remove();
  document.removeEventListener('keydown', onKey);
  if (focusBefore instanceof HTMLElement && focusBefore.isConnected) focusBefore.focus();
  focusBefore = null;
}
