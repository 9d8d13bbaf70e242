import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The API server in development; the built app is served by it on the same origin. */
const apiServer = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli (quality 11) and gzip (level 9) copies beside every text asset of the build, which the
    // server sends as they are (decision 028): the best ratio without compressing per request.
    // The server rendering bundle (decision 029) is read from disk by the server, never sent.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        threshold: 1024,
        exclude: /\.vite\//,
        logLevel: 'silent',
      }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/sitemap.xml': apiServer,
      '/blog/rss.xml': apiServer,
    },
  },
  // The manifest names the chunks the entry imports: the bundle budget check reads it. The server
  // rendering bundle goes to dist-ssr, without a copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild ? { outDir: 'dist-ssr' } : { outDir: 'dist', manifest: true },
}));
