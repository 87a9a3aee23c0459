/**
 * Vita's router, under React Router's names (vite `resolve.alias` and tsconfig `paths` map
 * `react-router` here): the few parts the app uses — a browser or memory history, flat route
 * matching with `:params`, links, redirects and the query — for a fraction of React Router's
 * bytes on every page (docs/decisions/first-load-budget.md).
 */
export type { History, Location } from './history';
export type { Params, RouteObject } from './match';
export {
  BrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  type NavigateFunction,
  type NavigateOptions,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from './router';
