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
    // script: fewer round trips before a page's first screen.
    cssCodeSplit: false,
    // bench:web reads from it which scripts each page needs before its first screen.
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        // Each file is a round trip on a phone's connection: what the entry needs before the
        // first screen is one chunk.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
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
