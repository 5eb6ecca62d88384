import { useEffect, useRef, useState } from 'react';
import { linkTargets } from '../api.ts';
import { useFileChanges } from '../events.tsx';
import { createLinksSource, type LinksSource } from './form/form-context.ts';

/**
 * What the link pickers offer (every page and its sections: 2.9 MB at 10,000 pages), in a source the fields read
 * (form-context.ts), never in the editor's state: its coming draws the fields that use it, not the whole form.
 * - Asked for once the page is checked (`ready`) and the browser is idle: asked for with the file, it was read, and the
 *   form drawn again with it, in the way of the first check and of the preview.
 * - Asked for again when the browser is idle after files changed, once for them all: a save is two changes (its file
 *   moved out and back in, file-store.ts), and each reload, asked for at once, was made and read beside the save's answer.
 * A failed load leaves the pickers as they were (typed links still work).
 */
export function useLinkTargets(ready: boolean): LinksSource {
  const [source] = useState(createLinksSource);
  const asked = useRef(0);
  const idle = useRef<number>(undefined);
  const load = () => {
    const round = ++asked.current;
    linkTargets().then((links) => round === asked.current && source.set(links), () => undefined);
  };
  const whenIdle = () => {
    idle.current ??= requestIdleCallback(
      () => {
        idle.current = undefined;
        load();
      },
      { timeout: 1000 },
    );
  };
  useEffect(() => {
    if (ready) whenIdle();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  useFileChanges(() => {
    if (ready) whenIdle();
  });
  useEffect(
    () => () => {
      if (idle.current !== undefined) cancelIdleCallback(idle.current);
      asked.current = -1;
    },
    [],
  );
  return source;
}
