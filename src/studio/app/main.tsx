/**
 * The studio's browser app: the pages list, the new-page form and the editor, under /studio/. A development
 * tool served by scripts/studio.ts; nothing outside src/studio/ imports it, so none of it reaches dist/.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FileEventsProvider } from './events.tsx';
import { DraftsScreen } from './hosted/DraftsScreen.tsx';
import { HistoryScreen } from './hosted/HistoryScreen.tsx';
import { isHostedPage } from './hosted/hosted-client.ts';
import { HostedProvider } from './hosted/HostedContext.tsx';
import { ReviewScreen } from './hosted/ReviewScreen.tsx';
import { SharedPreviewScreen } from './hosted/SharedPreviewScreen.tsx';
import { EditorScreen } from './editor/EditorScreen.tsx';
import { NewPageScreen } from './pages/NewPageScreen.tsx';
import { PagesScreen } from './pages/PagesScreen.tsx';
import { StudioShell } from './StudioShell.tsx';
import { studioTheme } from './studio-theme.ts';

/**
 * A data router (not <BrowserRouter>), because only a data router can hold a navigation until the person answers:
 * the editor asks before its unsaved edits are left by a link or the browser's back button (useBlocker).
 */
const router = createBrowserRouter(
  [
    {
      element: <StudioShell />,
      children: [
        { index: true, element: <PagesScreen /> },
        { path: 'new', element: <NewPageScreen /> },
        { path: 'edit/*', element: <EditorScreen /> },
        // The hosted studio's screens (src/hosted/): its drafts, a draft's review and preview link, a file's history.
        ...(isHostedPage()
          ? [
              { path: 'drafts', element: <DraftsScreen /> },
              { path: 'review/*', element: <ReviewScreen /> },
              { path: 'shared/*', element: <SharedPreviewScreen /> },
              { path: 'history/*', element: <HistoryScreen /> },
            ]
          : []),
      ],
    },
  ],
  { basename: '/studio' },
);

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <ThemeProvider theme={studioTheme}>
      <CssBaseline />
      <FileEventsProvider>
        <HostedProvider>
          <RouterProvider router={router} />
        </HostedProvider>
      </FileEventsProvider>
    </ThemeProvider>
  </StrictMode>,
);
