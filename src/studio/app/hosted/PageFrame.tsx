import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { useAsync } from '../use-async.ts';
import { fetchHtml } from './hosted-client.ts';

/** The width a page is laid out at in a frame: a common laptop, as the editor's preview (PreviewPane). */
const pagePixels = 1280;

/**
 * A page the server renders (`address`, HTML), laid out 1280 pixels wide and scaled down to the box's width, in a
 * frame `height` pixels tall on screen. As the editor's preview: the HTML goes in the frame's srcdoc.
 */
export function PageFrame({ address, title, height = 420 }: { address: string; title: string; height?: number }) {
  const page = useAsync(() => fetchHtml(address), address);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(pagePixels);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, width / pagePixels);
  return (
    <Box ref={box} sx={{ height, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100' }}>
      {page.error ? (
        <Alert severity="error" sx={{ m: 1 }}>
          {page.error}
        </Alert>
      ) : page.value === undefined ? (
        <Skeleton variant="rectangular" height={height} aria-label={`Loading ${title}`} />
      ) : (
        <iframe title={title} srcDoc={page.value} style={{ width: pagePixels, height: height / scale, border: 0, background: '#fff', transform: `scale(${scale})`, transformOrigin: '0 0' }} />
      )}
    </Box>
  );
}
