import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { hyphenData } from './build/hyphen-data-plugin.ts';

export default defineConfig({
  plugins: [react(), hyphenData()],
  resolve: {
    // Our own small translation module under i18next's names (src/i18n/translator.ts); the same
    // mapping is in tsconfig.json `paths`, for the types.
    alias: [
      { find: /^i18next$/, replacement: fileURLToPath(new URL('src/i18n/translator.ts', import.meta.url)) },
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL('src/i18n/react-binding.tsx', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The app, and the print entry the server's PDF pool renders resumes in (templates only).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        print: fileURLToPath(new URL('print.html', import.meta.url)),
      },
      output: {
        // The libraries every page needs, in one long-cached chunk apart from the app's own code.
        // Only these: heavy libraries (editor, cropper, drag and drop) must stay in lazy chunks,
        // and TanStack Query too (`/` asks the server nothing; api/query-provider.tsx).
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|zustand|use-sync-external-store)[\\/]/,
            },
            // One chunk for the query library, loaded with the first page that reads the server:
            // split along its modules it came in four files that compress worse.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The shared constants stay a chunk of their own (every page needs them), so that the
            // group below, which would take them along as a dependency, does not move them.
            { name: 'constants', test: /packages[\\/]shared[\\/]src[\\/]constants\.ts$/, priority: 2 },
            // The browser's resume builder (zod-free, schema-free.test.ts) in one chunk: split along
            // its modules it was a dozen requests of under 3 KB each on the final page.
            {
              name: 'resume-builder',
              priority: 1,
              test: /packages[\\/]shared[\\/]src[\\/](resume[\\/](build-entries|build-extras|build-personal|build-signature|dates|day-input|entry-dates|heading-strength|html-entities|html-tokens|labels|lenient|part-readers|rich-text|section-order|web-href)|contracts[\\/]normalise-web-url)\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
