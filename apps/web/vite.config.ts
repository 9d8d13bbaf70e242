import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development; the built app is served by it on the same origin. */
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/sitemap.xml': apiServer,
      '/blog/rss.xml': apiServer,
    },
  },
  build: { outDir: 'dist' },
});
