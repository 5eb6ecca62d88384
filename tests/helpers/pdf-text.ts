import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/** The text a PDF shows: every string its content streams draw with Tj (pdf-lib writes them as hex). */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes);
  const streamText = (page: PDFPage) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
    return streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
      .join('\n');
  };
  const text = doc
    .getPages()
    .map(streamText)
    .join('\n')
    .match(/<([0-9A-Fa-f]*)>\s*Tj/g)!
    .map((m) => Buffer.from(m.slice(1, m.indexOf('>')), 'hex').toString('latin1'))
    .join('\n');
  return { text, pages: doc.getPageCount(), title: doc.getTitle() };
}
