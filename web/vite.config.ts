import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import path from 'node:path';
import { chunkFileName, memberServiceWorker } from './service-worker';

export default defineConfig({
  plugins: [
    react(),
    memberServiceWorker(),
    // Brotli and gzip copies made once at build time; the API sends the one a browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.map$/ }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/healthz': 'http://localhost:8080',
      // SMS consent links (/c/{id}) redirect on the API server.
      '^/c/': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // All styles in one file (16 kB brotli) with the page, rather than a file per chunk after its
    // script: fewer round trips, and shared chunks can be copied into pages (below) without
    // copying their styles too.
    cssCodeSplit: false,
    // bench:web reads from it which scripts each page needs before its first screen.
    manifest: true,
    rolldownOptions: {
      // Lets Rolldown copy small shared chunks into the chunks that read them (below).
      preserveEntrySignatures: false,
      output: {
        chunkFileNames: chunkFileName,
        // Each file is a round trip on a phone's connection. What the entry needs before the first
        // screen is one chunk, and shared chunks under 10 kB are copied into the pages that read
        // them (one module state still) rather than fetched one by one.
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
          experimentalInlineCommonChunks: {
            maxSize: 10 * 1024,
          },
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
