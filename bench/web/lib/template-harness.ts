/**
 * A Vite dev server for apps/web with one extra page, `/__template-harness`, that renders a
 * template with the sample resume (query: style, colour, locale, sample=short|long, formatting
 * as JSON; `window.__harnessPhoto` as the photo). Nothing of it is built into the app: the page
 * and its module exist only in this server. Used for screenshots of the templates.
 */
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { REPO_ROOT } from '../../lib/server';

export const APP_DIR = path.join(REPO_ROOT, 'apps', 'web');
export const HARNESS_PATH = '/__template-harness';
const MODULE_ID = 'virtual:template-harness';

const HARNESS_HTML = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Template harness</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/@id/${MODULE_ID}"></script>
  </body>
</html>`;

// Plain JavaScript (no JSX): virtual modules are not run through the React transform.
const HARNESS_SOURCE = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { buildResumeDocument, sampleResumeParts, twoPageSampleParts } from '@vita/shared/resume';
import { templateFor } from '/src/templates/registry.ts';
import { ScaledPages } from '/src/templates/shared/scaled-pages.tsx';
import '@fontsource/nunito-sans/latin-400.css';
import '/src/styles/global.css';

const query = new URLSearchParams(location.search);
const base = query.get('sample') === 'short' ? sampleResumeParts : twoPageSampleParts;
const style = {
  ...base.style,
  style_name: query.get('style') ?? 'styleTempOne',
  template_id: Number(query.get('id') ?? 1),
  colour: query.get('colour') ?? 'brand',
  formatting: { ...base.style.formatting, ...JSON.parse(query.get('formatting') ?? '{}') },
};
const doc = buildResumeDocument(
  { ...base, style, photo: window.__harnessPhoto ?? null },
  { locale: query.get('locale') === 'en' ? 'en' : 'de', now: new Date(2026, 10, 22) },
);
const Template = templateFor(doc.templateStyleName);
document.documentElement.lang = doc.locale;
createRoot(document.getElementById('root')).render(
  h('div', { style: { padding: '16px 0', background: '#e9edf2', minHeight: '100vh' } },
    h(ScaledPages, null, h(Template, { doc }))),
);
`;

function harnessPlugin(): Plugin {
  return {
    name: 'vita-template-harness',
    resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : null),
    load: (id) => (id === `\0${MODULE_ID}` ? HARNESS_SOURCE : null),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(HARNESS_PATH)) return next();
        server
          .transformIndexHtml(request.url, HARNESS_HTML)
          .then((html) => {
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(html);
          })
          .catch(next);
      });
    },
  };
}

export interface DevServer {
  baseURL: string;
  close(): Promise<void>;
}

export async function startTemplateHarness(): Promise<DevServer> {
  const server = await createServer({
    root: APP_DIR,
    configFile: path.join(APP_DIR, 'vite.config.ts'),
    plugins: [harnessPlugin()],
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (address === null || address === undefined || typeof address === 'string')
    throw new Error('the dev server has no port');
  return { baseURL: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
