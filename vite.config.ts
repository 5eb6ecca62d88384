import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The browser build: only the island bootstrap (src/client/main.ts, referenced from index.html) and the
 * island chunks it loads on demand. Pages themselves are prerendered by scripts/build.ts.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Inlining would put every island's code in the first load; keep chunks separate and lazy.
    modulePreload: { polyfill: false },
    rolldownOptions: { input: 'index.html' },
  },
});
