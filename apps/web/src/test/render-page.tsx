import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { testI18n } from './render-route';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one page at `url` (path and query) with a fresh TanStack Query client; any navigation
 * away lands on a stub that shows where it went (`screen.getByTestId('where')`). `path` is the
 * route pattern when the page reads parameters (`/bewerbungen/:id`).
 */
export function renderPage(url: string, element: ReactElement, options: { path?: string } = {}) {
  const path = options.path ?? url.split('?')[0] ?? url;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  let result: ReturnType<typeof render> | undefined;
  act(() => {
    result = render(
      <I18nextProvider i18n={testI18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
  return { ...(result as ReturnType<typeof render>), router, queryClient };
}
