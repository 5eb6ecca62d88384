import { Worker } from 'node:worker_threads';

/**
 * The text a PDF shows, read the way a viewer copies it: by pdf.js, through each font's encoding or
 * ToUnicode map (an embedded subset font's text is glyph numbers, meaningless without that map).
 * `text` is every run of text drawn, one a line, in drawing order; nothing is normalised, so a
 * character the PDF holds wrongly is seen as it is.
 *
 * pdf.js runs in a worker thread (pdf-text-worker.mjs): its Node 20 build defines a global `Iterator`, and left in
 * a test worker that global broke jsdom in the files run after it there ("Iterator is not defined").
 */
export function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; title: string | undefined }> {
  return new Promise((resolve, reject) => {
    // A copy: pdf.js may detach the bytes it is given.
    const worker = new Worker(new URL('./pdf-text-worker.mjs', import.meta.url), { workerData: new Uint8Array(bytes) });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`pdf-text: the reading thread stopped (exit ${code}) without an answer`)));
  });
}
