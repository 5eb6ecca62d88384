// The Astro peer (README.md): static output, one HTML file per address (as the engine writes them), React on the
// server only. PEER_SITE_ROOT is the project whose site-config/ it builds; PEER_OUT where it writes.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  outDir: process.env.PEER_OUT ?? './dist',
  build: { format: 'file' },
  integrations: [react()],
  // The engine's source lives two folders up; the components' packages resolve from its node_modules.
  vite: { server: { fs: { allow: ['../..'] } }, ssr: { noExternal: [/^@mui\//] } },
});
