import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { UiTextContext, type UiText } from '../blocks/shared/ui-text.tsx';
import { theme } from '../theme/theme.ts';

/** What every piece of the page renders inside, on the server and in each island alike, so markup matches. */
export function IslandProviders({ cache, ui, children }: { cache: EmotionCache; ui: UiText; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <UiTextContext value={ui}>{children}</UiTextContext>
      </ThemeProvider>
    </CacheProvider>
  );
}
