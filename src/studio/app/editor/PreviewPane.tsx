import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { sectionElements, showSection } from './preview-marks.ts';
import { SwapFrame } from './SwapFrame.tsx';

/** The widths the page is shown at: a common phone and a common laptop, in CSS pixels. */
const previewWidths = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof previewWidths;

/**
 * The page as the build renders it, in a frame as wide as a phone or a desktop screen, scaled down to fit the
 * pane. A new version keeps the scroll position (SwapFrame), so the part being edited stays in view.
 */
export function PreviewPane({ html, failure, pending, selected }: { html: string | undefined; failure: string | undefined; pending: boolean; selected?: number }) {
  const [width, setWidth] = useState<Width>('desktop');
  // The section being edited is outlined and scrolled to (preview-marks.ts); a section the frame does not show yet
  // (just added) is scrolled to in the next version.
  const shownFrame = useRef<HTMLIFrameElement | null>(null);
  const scrollNext = useRef(false);
  useEffect(() => {
    showSection(shownFrame.current, selected, true);
    scrollNext.current = !shownFrame.current?.contentDocument || (selected !== undefined && !sectionElements(shownFrame.current.contentDocument, selected).length);
  }, [selected]);
  const onShow = (frame: HTMLIFrameElement) => {
    shownFrame.current = frame;
    showSection(frame, selected, scrollNext.current);
    scrollNext.current = false;
  };
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 600, height: 600 });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const pixels = previewWidths[width];
  const scale = Math.min(1, size.width / pixels);
  return (
    <Box component="section" aria-labelledby="preview-heading" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="preview-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          Preview{pending ? ' (updating…)' : ''}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={width} onChange={(_, next: Width | null) => next && setWidth(next)} aria-label="Preview width">
          <ToggleButton value="phone">Phone</ToggleButton>
          <ToggleButton value="desktop">Desktop</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box ref={box} sx={{ flex: 1, minHeight: 0, overflow: 'hidden', bgcolor: 'grey.100' }}>
        <SwapFrame html={html} title={`Preview of the page at ${width} width (${pixels} pixels)`} style={{ width: pixels, height: size.height / scale, transform: `scale(${scale})`, transformOrigin: '0 0' }} onShow={onShow} />
      </Box>
    </Box>
  );
}
