/**
 * Where the app is and how it moves: the browser's session history, or a list in memory for
 * tests. A location is the URL's path, query and hash plus the state a navigation carried.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry ('default' for the first one). */
  key: string;
}

export interface History {
  readonly location: Location;
  push(href: string, state?: unknown): void;
  replace(href: string, state?: unknown): void;
  go(delta: number): void;
  /** Called after every change, including the browser's back and forward; returns the unsubscribe. */
  listen(listener: (location: Location) => void): () => void;
}

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `k${keys.toString(36)}`;
};

/** `to` read against `base`: absolute paths, `?query` alone and relative paths as an <a href> reads them. */
export function resolveHref(to: string, base: Pick<Location, 'pathname' | 'search'>): string {
  const url = new URL(to, `http://app${base.pathname}${base.search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

function parse(href: string, state: unknown, key: string): Location {
  const url = new URL(href, 'http://app');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

export const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

type Listener = (location: Location) => void;

/** The browser's history; the entry's state and key live in `history.state` as `{ usr, key }`. */
export function createBrowserHistory(): History {
  const listeners = new Set<Listener>();
  const read = (): Location => {
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    return parse(hrefOf(window.location), entry?.usr ?? null, entry?.key ?? 'default');
  };
  let location = read();
  const changed = () => {
    location = read();
    for (const listener of listeners) listener(location);
  };
  window.addEventListener('popstate', changed);
  return {
    get location() {
      return location;
    },
    push(href, state = null) {
      window.history.pushState({ usr: state, key: nextKey() }, '', href);
      changed();
    },
    replace(href, state = null) {
      window.history.replaceState({ usr: state, key: nextKey() }, '', href);
      changed();
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history kept in memory (tests, and any place without a URL bar). */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const listeners = new Set<Listener>();
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((href, index) =>
    parse(href, null, index === 0 ? 'default' : nextKey()),
  );
  let index = entries.length - 1;
  const notify = () => {
    for (const listener of listeners) listener(entries[index] as Location);
  };
  return {
    get location() {
      return entries[index] as Location;
    },
    push(href, state = null) {
      entries.splice(index + 1, entries.length, parse(href, state, nextKey()));
      index = entries.length - 1;
      notify();
    },
    replace(href, state = null) {
      entries[index] = parse(href, state, nextKey());
      notify();
    },
    go(delta) {
      const target = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (target === index) return;
      index = target;
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
