import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { initI18n } from '../i18n';

export const testI18n = initI18n();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Renders one page at `path`; any navigation away lands on a stub that shows where it went. */
export function renderRoute(path: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  let result: ReturnType<typeof render> | undefined;
  act(() => {
    result = render(
      <I18nextProvider i18n={testI18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  });
  return { ...(result as ReturnType<typeof render>), router };
}
