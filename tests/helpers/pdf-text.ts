import { Worker } from 'node:worker_threads';

export interface PdfText {
  text: string;
  pages: number;
  title: string | undefined;
}

/**
 * pdf.js runs in a thread of its own (pdf-text-worker.mjs): its Node 20 build defines a global `Iterator`, and left in
 * a test worker that global broke jsdom in the files run after it there ("Iterator is not defined"). One thread
 * serves every read of a test worker (loading pdf.js took about 0.4 s a PDF when each read started its own), and
 * does not keep the process alive.
 */
let thread: Worker | undefined;
const waiting = new Map<number, { resolve: (found: PdfText) => void; reject: (error: Error) => void }>();
let nextId = 0;

function readingThread(): Worker {
  if (thread) return thread;
  const started = new Worker(new URL('./pdf-text-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', ({ id, error, ...found }: PdfText & { id: number; error?: string }) => {
    const asked = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) asked?.resolve(found);
    else asked?.reject(new Error(`pdf-text: ${error}`));
  });
  const fail = (error: Error) => {
    thread = undefined;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`pdf-text: the reading thread stopped (exit ${code}) without an answer`)));
  return (thread = started);
}

/**
 * The text a PDF shows, read the way a viewer copies it: by pdf.js, through each font's encoding or
 * ToUnicode map (an embedded subset font's text is glyph numbers, meaningless without that map).
 * `text` is every run of text drawn, one a line, in drawing order; nothing is normalised, so a
 * character the PDF holds wrongly is seen as it is.
 */
export function pdfText(bytes: Uint8Array): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    // A copy: pdf.js may detach the bytes it is given.
    readingThread().postMessage({ id, bytes: new Uint8Array(bytes) });
  });
}
