import { type RouteObject, useRoutes } from 'react-router';
import { type PathName, paths } from '../flow/paths';
import { NotFoundPage } from './not-found-page';
import { PlaceholderPage } from './placeholder-page';
import { RootLayout } from './root-layout';
import { ROUTES } from './route-table';

function toRoute(name: PathName): RouteObject {
  const spec = ROUTES[name];
  const Page = 'page' in spec ? spec.page : null;
  return {
    path: paths[name],
    // /Work-summary and /work-summary are two routes: matching must respect case.
    caseSensitive: true,
    element: Page ? <Page /> : <PlaceholderPage pathName={name} />,
  };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...(Object.keys(ROUTES) as PathName[]).map(toRoute), { path: '*', element: <NotFoundPage /> }],
  },
];

/**
 * The routes under a declarative `<BrowserRouter>`: the app uses no loaders, actions or blockers,
 * and the data router (createBrowserRouter) would add its whole state machine to the first load.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
