import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, read the way a viewer copies it: by pdf.js, through each font's encoding or
 * ToUnicode map (an embedded subset font's text is glyph numbers, meaningless without that map).
 * `text` is every run of text drawn, one a line, in drawing order; nothing is normalised, so a
 * character the PDF holds wrongly is seen as it is.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; title: string | undefined }> {
  // pdf.js takes the bytes over (it may detach them), so it gets a copy.
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const runs: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent({ disableNormalization: true });
      // pdf.js adds a run of spaces where it sees a gap between two runs; only what was drawn is kept.
      for (const item of content.items) if ('str' in item && item.str.trim() !== '') runs.push(item.str);
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
    return { text: runs.join('\n'), pages: doc.numPages, title: info.Title };
  } finally {
    await doc.destroy();
  }
}
