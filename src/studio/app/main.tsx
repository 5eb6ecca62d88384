/**
 * The studio's browser app: the pages list, the new-page form and the editor, under /studio/. A development
 * tool served by scripts/studio.ts; nothing outside src/studio/ imports it, so none of it reaches dist/.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FileEventsProvider } from './events.tsx';
import { EditorScreen } from './editor/EditorScreen.tsx';
import { NewPageScreen } from './pages/NewPageScreen.tsx';
import { PagesScreen } from './pages/PagesScreen.tsx';
import { StudioShell } from './StudioShell.tsx';
import { studioTheme } from './studio-theme.ts';

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <ThemeProvider theme={studioTheme}>
      <CssBaseline />
      <FileEventsProvider>
        <BrowserRouter basename="/studio">
          <Routes>
            <Route element={<StudioShell />}>
              <Route index element={<PagesScreen />} />
              <Route path="new" element={<NewPageScreen />} />
              <Route path="edit/*" element={<EditorScreen />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </FileEventsProvider>
    </ThemeProvider>
  </StrictMode>,
);
