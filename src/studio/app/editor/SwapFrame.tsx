import { useEffect, useRef, useState, type CSSProperties } from 'react';

/** One version of the page, numbered so that each is loaded in a frame of its own. */
interface Version {
  html: string;
  id: number;
}

/**
 * An HTML document in a frame that is replaced without a flash and without interrupting a document that is still
 * loading: each new version loads in a second, hidden frame and takes the first one's place (and scroll position)
 * once loaded; a version that arrives meanwhile waits for that load to finish. Replacing a loading document would
 * cancel its scripts and fonts half-way, and the preview would blink on every keystroke.
 * Each version gets a frame of its own (a new key): a version equal to what the hidden frame already holds (the page
 * before a delete that was undone, or before an error that was fixed) would otherwise leave its `srcdoc` unchanged,
 * no load would come, and every later version would wait for it forever.
 */
export function SwapFrame({ html, title, style, onShow }: { html: string | undefined; title: string; style: CSSProperties; onShow?: (frame: HTMLIFrameElement) => void }) {
  const frames = [useRef<HTMLIFrameElement>(null), useRef<HTMLIFrameElement>(null)];
  const [docs, setDocs] = useState<[Version | undefined, Version | undefined]>([undefined, undefined]);
  const made = useRef(0);
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);
  const loading = useRef<number | null>(null);
  const pending = useRef<string | undefined>(undefined);
  const latest = useRef<string | undefined>(undefined);

  const start = (next: string) => {
    const target = latest.current === undefined ? shownRef.current : 1 - shownRef.current;
    latest.current = next;
    loading.current = target;
    const version = { html: next, id: ++made.current };
    setDocs((d) => (target === 0 ? [version, d[1]] : [d[0], version]));
  };

  useEffect(() => {
    if (html === undefined || html === latest.current) return;
    if (loading.current !== null) pending.current = html;
    else start(html);
  }, [html]);

  const loaded = (index: number) => {
    if (loading.current !== index) return;
    loading.current = null;
    const before = frames[shownRef.current]!.current?.contentWindow;
    if (index !== shownRef.current) frames[index]!.current?.contentWindow?.scrollTo(0, before?.scrollY ?? 0);
    shownRef.current = index;
    setShown(index);
    const frame = frames[index]!.current;
    if (frame) onShow?.(frame);
    const next = pending.current;
    pending.current = undefined;
    if (next !== undefined && next !== latest.current) start(next);
  };

  return (
    <div style={{ position: 'relative', width: style.width, height: style.height, transform: style.transform, transformOrigin: style.transformOrigin }}>
      {docs.map((doc, index) =>
        doc === undefined ? null : (
          <iframe
            key={doc.id}
            ref={frames[index]}
            title={title}
            srcDoc={doc.html}
            onLoad={() => loaded(index)}
            aria-hidden={index !== shown || undefined}
            tabIndex={index === shown ? undefined : -1}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, background: '#fff', visibility: index === shown ? 'visible' : 'hidden' }}
          />
        ),
      )}
    </div>
  );
}
