// The thread behind pdf-text.ts. Plain JavaScript, so the thread needs no loader. pdf.js's legacy build (the one
// that runs on Node 20) installs polyfills on its realm's globals, `Iterator` among them; here they stay in this
// thread, not in a test worker that later runs jsdom. It reads one PDF per message, { id, bytes }, and answers
// { id, text, pages, title } or { id, error }.
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function read(bytes) {
  const doc = await getDocument({ data: bytes, verbosity: 0, isEvalSupported: false }).promise;
  try {
    const runs = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent({ disableNormalization: true });
      // pdf.js adds a run of spaces where it sees a gap between two runs; only what was drawn is kept.
      for (const item of content.items) if ('str' in item && item.str.trim() !== '') runs.push(item.str);
    }
    const { info } = await doc.getMetadata();
    return { text: runs.join('\n'), pages: doc.numPages, title: info.Title };
  } finally {
    await doc.destroy();
  }
}

parentPort.on('message', ({ id, bytes }) => {
  read(bytes).then(
    (found) => parentPort.postMessage({ id, ...found }),
    (error) => parentPort.postMessage({ id, error: String(error?.stack ?? error) }),
  );
});
