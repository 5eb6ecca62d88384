/** An image's own size in pixels (for an SVG, its drawing's size), as the file says. */
export interface ImageSize {
  width: number;
  height: number;
}

/** An SVG's size: its width and height attributes when both are plain numbers (or px), else its viewBox. */
function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]?.trim();
  const px = (value: string | undefined) => (value && /^\d+(\.\d+)?(px)?$/.test(value) ? parseFloat(value) : undefined);
  const width = px(attr('width'));
  const height = px(attr('height'));
  if (width && height) return { width, height };
  const box = attr('viewBox')?.split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return undefined;
}

/** A JPEG's size, from its first start-of-frame marker (the markers before it are skipped by their lengths). */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** A WebP's size, from its lossy (VP8), lossless (VP8L) or extended (VP8X) header. */
function webpSize(bytes: Buffer): ImageSize | undefined {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

/**
 * The size an image file declares, read from its header (PNG, JPEG, WebP, GIF) or its <svg> tag, with no
 * image library. Undefined for a format it does not read (AVIF) or a file it cannot make sense of.
 */
export function imageSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length >= 24 && bytes.toString('latin1', 1, 4) === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (bytes.length >= 16 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return webpSize(bytes);
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'GIF') return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 4096));
  return /<svg\b/i.test(head) ? svgSize(head) : undefined;
}
