import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { hyphenData } from './build/hyphen-data-plugin.ts';
import { loadedDependencies } from './build/loaded-deps-plugin.ts';

const preload = loadedDependencies();

export default defineConfig({
  plugins: [react(), hyphenData(), preload.plugin],
  resolve: {
    // Our own small translation module under i18next's names (src/i18n/translator.ts); the same
    // mapping is in tsconfig.json `paths`, for the types.
    alias: [
      { find: /^i18next$/, replacement: fileURLToPath(new URL('src/i18n/translator.ts', import.meta.url)) },
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL('src/i18n/react-binding.tsx', import.meta.url)),
      },
      // The same for the router: src/router/ under React Router's name.
      { find: /^react-router$/, replacement: fileURLToPath(new URL('src/router/index.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser Vita supports preloads modules itself (no polyfill on every page); a lazy
    // page's preload list leaves out what its importer has loaded already (build/loaded-deps-plugin.ts).
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
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
              // Not zustand's middleware nor use-sync-external-store: only lazy parts use them
              // (the Mappe's remembered choices, the rich-text editor).
              // The app's router (src/router) belongs with them: every page needs it.
              test: /node_modules[\\/]((react|react-dom|scheduler)[\\/]|zustand[\\/](?!esm[\\/]middleware))|src[\\/]router[\\/]/,
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
