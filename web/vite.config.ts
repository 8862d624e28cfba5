import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compileHints } from './compile-hints';
import { memberFonts } from './member-fonts';
import { chunkFileName, memberServiceWorker } from './service-worker';

const appBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  sourcemap: true,
  chunkSizeWarningLimit: 900,
  // All styles in one file (16 kB brotli) with the page, rather than a file per chunk after its
  // script: fewer round trips before a page's first screen.
  cssCodeSplit: false,
  // bench:web reads from it which scripts each page needs before its first screen.
  manifest: true,
  rolldownOptions: {
    // The script of pages drawn by the server (src/boot.ts), beside the page's own entry.
    input: { index: 'index.html', boot: 'src/boot.ts' },
    output: {
      chunkFileNames: chunkFileName,
      // Each file is a round trip on a phone's connection: what the entry needs before the
      // first screen is one chunk. The boot script stays apart, sharing only what it uses.
      codeSplitting: {
        groups: [
          // With the stylesheet's loader and Vite's preload helper, which the boot script uses.
          {
            name: 'first-paint',
            test: /\/src\/lib\/(first-paint|app-stylesheet)\.ts$|vite\/preload-helper/,
            priority: 2,
          },
          {
            name: 'shell',
            tags: ['$initial'],
            test: (id) => !id.endsWith('/src/boot.ts'),
            priority: 1,
          },
        ],
      },
    },
  },
};

// React Router's package sends every build to its development files, dev warnings included
// (remix-run/react-router#12532); a production build takes the production files beside them.
// Tests take its ES module too: Node's condition would give them the CommonJS file, whose
// require('react') no alias reaches.
const reactRouterBuild = (mode: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    `dist/${mode === 'production' ? 'production' : 'development'}/index.mjs`,
  );

// The member app runs on Preact through its React compatibility layer: a tenth of React DOM's
// bytes before the first screen (decision 0032). The console keeps React.
const preactForReact = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  // react-i18next's shim is CommonJS requiring React: Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** The API's renderer of first screens (src/prerender), run in Node beside the app's files. */
const prerenderBuild: BuildEnvironmentOptions = {
  outDir: 'dist-prerender',
  // The API imports it as one file, so no chunk of it can be missing beside the others.
  rolldownOptions: {
    input: 'src/prerender/render-first-screen.tsx',
    output: { codeSplitting: false },
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        // React's fast refresh cannot reach Preact's components: an edit reloads the page.
        react({ refreshExclude: /./ }),
        memberFonts(),
        memberServiceWorker(),
        // Brotli and gzip copies made once at build time; the API sends the one a browser accepts.
        compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.map$/ }),
        compileHints(),
      ],
  resolve: {
    // Tests too take a library's ES module over its CommonJS main, whose require('react') no
    // alias reaches (react-remove-scroll, under Radix's dialog).
    ...(mode === 'test' ? { mainFields: ['module', 'jsnext:main', 'jsnext', 'main'] } : {}),
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...preactForReact,
      { find: /^react-router$/, replacement: reactRouterBuild(mode) },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/healthz': 'http://localhost:8080',
      // SMS consent links (/c/{id}) redirect on the API server.
      '^/c/': 'http://localhost:8080',
    },
  },
  build: isSsrBuild ? prerenderBuild : appBuild,
  // The renderer carries its own React and libraries: it runs wherever the build is put.
  ssr: { noExternal: true },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Libraries built for React run in the tests through Vite, so they get Preact as the app does.
    server: {
      deps: {
        inline: [
          /react|radix|sonner|vaul|@hookform|use-sidecar|use-callback-ref|@testing-library\/preact/,
        ],
      },
    },
  },
}));
