import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageValue } from '../../generated/block-props.ts';

/**
 * A picture from the JSON: its declared width and height reserve the space (no layout shift), and it
 * loads lazily unless it is the page's first, large picture (`priority`), which may be the LCP element.
 */
export function LazyImage({ image, priority, sx }: { image: ImageValue; priority?: boolean; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="img"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      decoding="async"
      sx={sx ?? {}}
    />
  );
}
