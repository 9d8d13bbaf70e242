import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The head of the built index.html in the order a phone needs it (decision 029): the stylesheet
 * first (the page cannot paint without it; Vite writes it after the scripts), and a preload of the
 * Inter font the stylesheet names, so the text does not wait for the CSS to be read first.
 */
function headFirst(): Plugin {
  return {
    name: 'loopvoeding-head-first',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-subset-wght-[\w-]+\.woff2$/.test(file),
        );
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const first = [
          ...(font ? [`<link rel="preload" as="font" type="font/woff2" href="/${font}" crossorigin>`] : []),
          ...stylesheets,
        ];
        const rest = stylesheets.reduce((page, link) => page.replace(link, ''), html);
        return rest.replace('<title>', () => `${first.join('\n    ')}\n    <title>`);
      },
    },
  };
}

/**
 * The app main.tsx starts, in one chunk: every module it imports statically, wherever else it is
 * imported from. Left alone, the bundler cuts the modules the lazy pages share with it into two
 * dozen small chunks, each one more request and one more preload tag for a phone, and compressed
 * worse apart (decision 031). The pages' chunks import from this one, which is always there first.
 */
function appChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'loopvoeding-app-chunk',
    buildEnd() {
      modules.clear();
      const start = [...this.getModuleIds()].find((id) => id.endsWith('/src/main.tsx'));
      const pending = start ? [start] : [];
      for (let id = pending.pop(); id; id = pending.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => modules.has(id) };
}

const app = appChunk();

/**
 * React Router 7's package names only its development build (a bug its version 8 fixes, with
 * export conditions): the browser build takes the production build beside it, without the
 * development warnings and checks.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

/** The API server in development; the built app is served by it on the same origin. */
const apiServer = 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    headFirst(),
    app.plugin,
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
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // The server rendering bundle holds its libraries too, minified, React and React DOM aside (the
  // server renders its e-mails with the same copy): fewer and smaller sources for the server's
  // process to keep (decision 099).
  ssr: command === 'build' ? { noExternal: true, external: ['react', 'react-dom'] } : {},
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
  build: isSsrBuild
    ? { outDir: 'dist-ssr', minify: true }
    : {
        outDir: 'dist',
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Vite's preload helper, which the page's own script imports too, stays out of it.
                { name: 'preload-helper', test: /^\0vite\//, priority: 1 },
                { name: 'main', test: app.test },
              ],
            },
          },
        },
      },
}));
