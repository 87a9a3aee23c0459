import { vi } from 'vitest';

export type Handler = (body: unknown, init: RequestInit) => unknown | Promise<unknown>;
interface Reply {
  status: number;
  body: unknown;
}

/** An answer with a status other than 200 (or a thrown error for "server unreachable"). */
export const reply = (status: number, body: unknown): Reply => ({ status, body });
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  'body' in value &&
  Object.keys(value).length === 2;

/**
 * A fetch stub answering /api/v1 paths from a table; unknown paths answer 404. `calls` lists
 * every request as [path, parsed JSON body or FormData].
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: [string, unknown][] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path =
      String(input)
        .replace(/^\/api\/v1/, '')
        .split('?')[0] ?? '';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push([path, body]);
    const handler = routes[path];
    if (!handler)
      return new Response(JSON.stringify({ status: 404, message: 'Nicht gefunden.' }), { status: 404 });
    const result = await handler(body, init);
    if (isReply(result)) return new Response(JSON.stringify(result.body), { status: result.status });
    return new Response(JSON.stringify({ status: 200, message: 'OK', ...(result as object) }), {
      status: 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (path: string) => calls.filter(([p]) => p === path).map(([, b]) => b) };
}

/** fetch that never reaches a server. */
export function mockOffline() {
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
