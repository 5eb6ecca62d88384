import { useEffect, useState } from 'react';
import { checkDraft, previewDraft } from '../api.ts';
import { useDebounced } from '../use-async.ts';
import type { FileProblems } from '../../protocol.ts';

/** How long typing must pause before the draft is checked and previewed again. */
const SETTLE_MS = 400;

export interface DraftChecks {
  /** What `npm run validate` would report with this draft saved (undefined before the first answer). */
  found: FileProblems | undefined;
  /** The page as the build renders it, as HTML. */
  preview: string | undefined;
  /** Why the last check or preview could not be made (the studio server stopped, for instance). */
  failure: string | undefined;
  /** True while the shown problems and preview are older than the draft. */
  pending: boolean;
}

/** Checks and previews the draft through the studio server a moment after each edit, dropping answers that went stale. */
export function useDraftChecks(file: string, data: unknown, wantPreview: boolean): DraftChecks {
  const settled = useDebounced(data, SETTLE_MS);
  const [state, setState] = useState<Omit<DraftChecks, 'pending'> & { of?: unknown }>({ found: undefined, preview: undefined, failure: undefined });
  useEffect(() => {
    if (settled === undefined) return;
    // A newer draft makes this answer stale: it is dropped, not cancelled (a cancelled request reads as a
    // failure in the browser's log, and each answer is quick).
    let current = true;
    Promise.all([checkDraft(file, settled), wantPreview ? previewDraft(file, settled) : Promise.resolve(undefined)]).then(
      ([found, preview]) => current && setState({ found, preview, failure: undefined, of: settled }),
      (error: unknown) => current && setState((s) => ({ ...s, failure: error instanceof Error ? error.message : String(error), of: settled })),
    );
    return () => {
      current = false;
    };
  }, [file, settled, wantPreview]);
  return { found: state.found, preview: state.preview, failure: state.failure, pending: state.of !== data };
}
