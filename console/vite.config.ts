import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import path from 'node:path';

// The API serves this build at /console, apart from the member app, so members never load it. Two
// pages share its code and assets: the console (index.html) and the store counter (counter.html).
export default defineConfig({
  base: '/console/',
  // Brotli and gzip copies made once at build time; the API sends the one a browser accepts.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.map$/ })],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080', '/healthz': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        counter: path.resolve(import.meta.dirname, 'counter.html'),
      },
    },
  },
  test: {
    name: 'console',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
