import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveHref } from './history';
import { matchRoutes, type RouteObject } from './match';
import {
  BrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Letter() {
  return <p data-testid="letter">{useParams().id}</p>;
}

function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

/** Every navigate function the query component was given. */
const seen = new Set<unknown>();

function Query() {
  const [search, setSearch] = useSearchParams();
  seen.add(useNavigate());
  return (
    <button
      type="button"
      onClick={() =>
        setSearch(
          (current) => {
            current.delete('id');
            return current;
          },
          { replace: true },
        )
      }
    >
      {search.get('id') ?? 'keine'}
    </button>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <>
      <Where />
      <button type="button" onClick={() => navigate(-1)}>
        Zurück
      </button>
    </>
  );
}

function Page() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <>
      <Where />
      <p data-testid="state">{String(state)}</p>
      <button type="button" onClick={() => navigate('/experience-level', { state: 'von-start' })}>
        Los
      </button>
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Link to="/resume?id=abc">Weiter</Link> },
      { path: '/Work-summary', caseSensitive: true, element: <p>Groß</p> },
      { path: '/work-summary', caseSensitive: true, element: <p>klein</p> },
      { path: '/anschreiben/:id', element: <Letter /> },
      { path: '/anschreiben/neu', element: <p>Neu</p> },
      { path: '*', element: <Where /> },
    ],
  },
];

const open = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('route matching', () => {
  it('respects case where a route asks for it, and ranks static paths before params and the splat', () => {
    const leaf = (path: string) => matchRoutes(routes, path)?.routes.at(-1)?.path;
    expect(leaf('/Work-summary')).toBe('/Work-summary');
    expect(leaf('/work-summary')).toBe('/work-summary');
    expect(leaf('/anschreiben/neu')).toBe('/anschreiben/neu');
    expect(leaf('/anschreiben/12')).toBe('/anschreiben/:id');
    expect(leaf('/anschreiben/12/')).toBe('/anschreiben/:id');
    expect(leaf('/anschreiben')).toBe('*');
    expect(matchRoutes(routes, '/anschreiben/M%C3%BCller')?.params).toEqual({ id: 'Müller' });
  });

  it('reads a target as a link does: absolute, a query alone, relative', () => {
    const here = { pathname: '/final-resume', search: '?id=1' };
    expect(resolveHref('/resume', here)).toBe('/resume');
    expect(resolveHref('?download=pdf', here)).toBe('/final-resume?download=pdf');
    expect(resolveHref('edu-del', here)).toBe('/edu-del');
  });
});

describe('router', () => {
  it('renders the layout with the matched child and its params', () => {
    open('/anschreiben/7');
    expect(screen.getByTestId('layout').textContent).toBe('7');
  });

  it('a plain click on a link navigates in the app; a modified click is left to the browser', () => {
    const router = open('/');
    const link = screen.getByRole('link', { name: 'Weiter' });
    expect(link.getAttribute('href')).toBe('/resume?id=abc');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    act(() => {
      fireEvent.click(link);
    });
    expect(router.state.location.pathname).toBe('/resume');
    expect(screen.getByTestId('where').textContent).toBe('/resume?id=abc');
  });

  it('changes the query in place and keeps one navigate function across renders', () => {
    seen.clear();
    const router = createMemoryRouter([{ path: '/final-resume', element: <Query /> }], {
      initialEntries: ['/final-resume?id=abc&download=pdf'],
    });
    render(<RouterProvider router={router} />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'abc' }));
    });
    expect(router.state.location.search).toBe('?download=pdf');
    expect(screen.getByRole('button', { name: 'keine' })).toBeTruthy();
    expect(seen.size).toBe(1);
  });

  it('a redirect replaces the entry, and back goes to the one before', () => {
    const router = createMemoryRouter(
      [
        { path: '/alt', element: <Navigate to="/neu" replace /> },
        { path: '*', element: <Back /> },
      ],
      { initialEntries: ['/start', '/alt'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('where').textContent).toBe('/neu');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/start');
  });
});

describe('browser router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("follows the browser's back button and keeps a navigation's state", () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Los' }));
    });
    expect(window.location.pathname).toBe('/experience-level');
    expect(screen.getByTestId('state').textContent).toBe('von-start');
    // The browser's back button: the address changes, then popstate.
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
