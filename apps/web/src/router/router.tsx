import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  hrefOf,
  type Location,
  resolveHref,
} from './history';
import { matchRoutes, type Params, type RouteObject } from './match';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Back (-1) or forward (1) in the history. */
  (delta: number): void;
}

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(hook: string): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error(`${hook}() is used outside a router`);
  return value;
}

/**
 * Renders its children at `history`'s location. A navigation is a transition, as in React
 * Router: the page shown stays until the next one's code has loaded.
 */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    setLocation(history.location);
    return history.listen((next) => startTransition(() => setLocation(next)));
  }, [history]);
  // The latest location, so `navigate` stays one function for the router's lifetime.
  const current = useRef(location);
  current.current = location;
  const navigate = useCallback<NavigateFunction>(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const href = resolveHref(to, current.current);
      if (options.replace) history.replace(href, options.state);
      else history.push(href, options.state);
    },
    [history],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The app's router on the browser's address bar and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router on a history in memory, starting at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: readonly string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export const useLocation = (): Location => useRouter('useLocation').location;

export const useNavigate = (): NavigateFunction => useRouter('useNavigate').navigate;

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query of the location, and a navigation to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter('useSearchParams');
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const current = useRef(search);
  current.current = search;
  const setSearch = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(current.current)) : next;
      navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [navigate],
  );
  return [search, setSearch];
}

/** Navigates once it has rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a redirect fires once, as it rendered
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** An ordinary link whose plain left click navigates inside the app (others open as links do). */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter('Link');
  const href = resolveHref(to, location);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    // A link to where the user already is replaces the entry instead of repeating it.
    navigate(href, { replace: replace ?? href === hrefOf(location), state });
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Params>({});

/** The element of the most specific route matching the location, inside its layouts. */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!match) return null;
  // Innermost first: each layout's <Outlet /> shows what was built inside it.
  let rendered: ReactNode = null;
  for (const route of [...match.routes].reverse()) {
    rendered = <OutletContext.Provider value={rendered}>{route.element ?? rendered}</OutletContext.Provider>;
  }
  return <ParamsContext.Provider value={match.params}>{rendered}</ParamsContext.Provider>;
}

/** Where a layout shows the matching child route. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** The params of the matched path (`:id` → `{ id }`). */
export const useParams = (): Params => useContext(ParamsContext);

/** A router object for tests: its routes on a history in memory, with the location to read back. */
export function createMemoryRouter(
  routes: readonly RouteObject[],
  options: { initialEntries?: readonly string[] } = {},
) {
  const history = createMemoryHistory(options.initialEntries);
  return {
    history,
    routes,
    get state() {
      return { location: history.location };
    },
    navigate: async (to: string, navigateOptions: NavigateOptions = {}) => {
      const href = resolveHref(to, history.location);
      if (navigateOptions.replace) history.replace(href, navigateOptions.state);
      else history.push(href, navigateOptions.state);
    },
  };
}

function Routes({ routes }: { routes: readonly RouteObject[] }) {
  return <>{useRoutes(routes)}</>;
}

export function RouterProvider({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  return (
    <Router history={router.history}>
      <Routes routes={router.routes} />
    </Router>
  );
}
