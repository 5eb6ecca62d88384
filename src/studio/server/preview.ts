/**
 * The preview: the page with the draft in place, rendered by the build's own renderer (loaded through the
 * studio's Vite server, as `npm run dev` loads it) into the site's own template, so its islands hydrate in
 * the studio's frame. It never goes blank: while the draft has errors, it lists them instead.
 */
import type { ViteDevServer } from 'vite';
import { problemPage } from '../../dev/problem-page.ts';
import { pageTemplate, renderInDev } from '../../dev/renderer.ts';
import type { ConfigKind } from '../../engine/config-files.ts';
import { isWarning, type Problem } from '../../engine/problems.ts';
import type { ResolvedPage, SiteModel } from '../../engine/types.ts';
import { problemSentence, wordProblem } from '../app/editor/problem-words.ts';
import type { PreviewRequest } from '../protocol.ts';
import { schemasOf } from './schemas.ts';
import { configPath, readIfThere } from './file-store.ts';
import { editedText, newFileText } from './save-edits.ts';
import { markOwners, sectionOwners } from './section-marks.ts';
import { fileFirst, fragmentName, looseData, problemsOf, type SiteRun, type SiteState } from './site-state.ts';

export interface PreviewContext {
  root: string;
  state: SiteState;
  vite: ViteDevServer;
}

/** A small page in place of the preview: what stops it, in the validator's words (the dev tools' problem page). */
const messagePage = (heading: string, intro: string, lines: readonly string[] = []): string => problemPage({ heading, intro, lines });

/** Problems as the studio says them (problem-words.ts): the form's names, no paths, backticks or line numbers. */
async function inWords(problems: readonly Problem[], { state, root, run, file, kind, data }: { state: SiteState; root: string; run: SiteRun; file: string; kind: ConfigKind; data: unknown }): Promise<string[]> {
  const schemas = await schemasOf(root, state.validator());
  return problems.map((problem) => {
    if (problem.file === file) return problemSentence(wordProblem(problem, { data, kind, schemas }));
    const other = run.files.find((f) => f.file === problem.file);
    const words = other ? problemSentence(wordProblem(problem, { data: looseData(other.text), kind: other.kind, schemas })) : problem.message;
    return `In ${problem.file}: ${words}`;
  });
}

/** The page to show for the edited file: its own (at `address` if given); for a fragment, a page that includes it; for site.json, the home page. */
function pageToShow(run: SiteRun, model: SiteModel, file: string, kind: string, address: string | undefined): ResolvedPage | undefined {
  if (kind === 'page') {
    const own = model.pages.filter((p) => p.file === file);
    return own.find((p) => p.path === address) ?? own[0];
  }
  if (kind === 'fragment') {
    const name = fragmentName(file);
    const including = run.files.filter((f) => f.kind === 'page' && JSON.stringify(looseData(f.text).sections ?? []).includes(`"include":${JSON.stringify(name)}`)).map((f) => f.file);
    return model.pages.find((p) => including.includes(p.file));
  }
  return model.pages.find((p) => p.path === '/') ?? model.pages.find((p) => p.path !== null);
}

/** The preview's HTML: the rendered page, or a page listing what stops it. Always an answer to show. */
export async function renderPreview({ root, state, vite }: PreviewContext, body: Partial<PreviewRequest>): Promise<string> {
  const at = await configPath(root, body.file);
  const current = await readIfThere(at.abs);
  const text = await (current === undefined ? newFileText(body.data) : editedText(current, body.data));
  const run = await state.withDraft(at.file, at.kind, text);
  if (!run.loaded.ok) {
    const errors = fileFirst(problemsOf(run.loaded), at.file).filter((p) => !isWarning(p));
    const lines = await inWords(errors, { state, root, run, file: at.file, kind: at.kind, data: body.data });
    return messagePage('The preview is waiting for a fix', `The page cannot be shown until ${errors.length === 1 ? 'this problem is' : `these ${errors.length} problems are`} fixed:`, lines);
  }
  const page = pageToShow(run, run.loaded.model, at.file, at.kind, body.address);
  if (!page) {
    return messagePage('Nothing to preview yet', at.kind === 'fragment' ? 'No page includes these shared sections yet: add { "include": "' + fragmentName(at.file) + '" } to a page to see them.' : 'This file has no page to show.');
  }
  const address = page.path ?? '/';
  const template = await pageTemplate(vite, root, address);
  const html = await renderInDev(vite, { model: run.loaded.model, page, template, markSections: true });
  const pageData = at.kind === 'page' ? body.data : looseData(run.files.find((f) => f.file === page.file)?.text ?? '{}');
  return markOwners(html, sectionOwners(at.kind, at.file, body.data, pageData, run.files));
}
