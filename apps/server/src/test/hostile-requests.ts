import type { InjectOptions } from 'fastify';
import type { JsonValue } from './hostile-bodies';

/**
 * Malformed requests built from a well-formed body: one defect each, so that every one of them
 * must be refused (`refused`), or — for the few that a tolerant API may accept, such as an extra
 * query parameter — must at least not break anything (`harmless`).
 */
export type HostileRequest = {
  kind: string;
  expect: 'refused' | 'harmless';
  request: InjectOptions & { url: string };
};

type Path = (string | number)[];
const MARK = '__vita_mark__';
const MB = 1024 * 1024;

const HUGE_IDS = [
  '1e10',
  '-1',
  '1.5',
  '99999999999999999999',
  'abc',
  '0',
  '0x10',
  '%00',
  '%20',
  '2147483648',
];
export const WRONG_TYPE: JsonValue = { $ne: null };

function leaves(value: JsonValue, path: Path = []): { path: Path; value: JsonValue }[] {
  const here = path.length > 0 ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => leaves(item, [...path, i]))];
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))];
  }
  return here;
}

/** A deep copy with the value at `path` replaced (or removed when `replacement` is undefined). */
function replaced(value: JsonValue, path: Path, replacement: JsonValue | undefined): JsonValue {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, JsonValue>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, JsonValue>;
  const last = path.at(-1) as string | number;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** JSON with `key` (which JavaScript object literals cannot hold, e.g. `__proto__`) inside `path`. */
function withRawKey(value: JsonValue, path: Path, key: string, inner: JsonValue): string {
  const target =
    path.length === 0 ? value : leaves(value).find((l) => l.path.join('.') === path.join('.'))?.value;
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return JSON.stringify(value);
  const marked = replaced(value, [...path, MARK], inner);
  return JSON.stringify(marked).replace(`"${MARK}"`, JSON.stringify(key));
}

const isStillValid = (schema: unknown, body: JsonValue) => {
  const parser = schema as { safeParse?: (v: unknown) => { success: boolean } } | undefined;
  return typeof parser?.safeParse === 'function' && parser.safeParse(body).success;
};

/** Every one-defect variant of `body`, as raw JSON texts. */
export function bodyMutations(body: JsonValue, schema: unknown): { kind: string; payload: string }[] {
  const out: { kind: string; payload: string }[] = [];
  const add = (kind: string, value: JsonValue | string) =>
    out.push({ kind, payload: typeof value === 'string' ? value : JSON.stringify(value) });
  const all = leaves(body);
  for (const { path, value } of all) {
    if (typeof value === 'string') {
      add('nul-byte', replaced(body, path, `${value}\u0000x`));
      add('lone-high-surrogate', replaced(body, path, `${value}\ud800`));
      add('lone-low-surrogate', replaced(body, path, `\udc00${value}`));
    }
    if (typeof value === 'number') {
      for (const huge of ['1e10', '-1', '99999999999999999999']) {
        add('huge-number', JSON.stringify(replaced(body, path, MARK)).replace(`"${MARK}"`, huge));
      }
    }
    add('wrong-type', replaced(body, path, value !== null && typeof value === 'object' ? 'x' : WRONG_TYPE));
  }
  for (const key of Object.keys(body ?? {})) {
    const without = replaced(body, [key], undefined);
    if (!isStillValid(schema, without)) add('missing-field', without);
  }
  const objects = [[] as Path, ...all.filter((l) => isObject(l.value)).map((l) => l.path)];
  for (const path of objects) {
    add('nul-in-key', withRawKey(body, path, 'a\u0000b', 1));
    add('surrogate-in-key', withRawKey(body, path, '\udfff', 1));
    add('proto-key', withRawKey(body, path, '__proto__', { polluted: true }));
    add(
      'constructor-prototype-key',
      withRawKey(body, path, 'constructor', { prototype: { polluted: true } }),
    );
  }
  for (const root of ['"x"', '7', 'null', '[]', 'true', '[{"__proto__":{"polluted":true}}]'])
    add('wrong-root', root);
  return out;
}

const isObject = (value: JsonValue) => value !== null && typeof value === 'object' && !Array.isArray(value);

const multipart = (boundary: string, rest: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="resume_token"\r\n\r\n${rest}`;

/** Attacks on the request as a whole: size, syntax, content type, multipart framing. */
export function requestAttacks(url: string, token: string): HostileRequest[] {
  const json = { 'content-type': 'application/json' };
  const refused = (kind: string, request: Omit<InjectOptions, 'url'>): HostileRequest => ({
    kind,
    expect: 'refused',
    request: { method: 'POST', url, ...request },
  });
  const boundary = 'vita-hostile';
  return [
    refused('body-7mb', {
      headers: json,
      payload: JSON.stringify({ resume_token: token, x: 'x'.repeat(7 * MB) }),
    }),
    refused('broken-json', { headers: json, payload: '{"resume_token":' }),
    refused('deeply-nested-json', { headers: json, payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` }),
    refused('empty-json', { headers: json, payload: '' }),
    refused('text-plain', { headers: { 'content-type': 'text/plain' }, payload: 'resume_token=1' }),
    refused('multipart-without-boundary', {
      headers: { 'content-type': 'multipart/form-data' },
      payload: multipart(boundary, `${token}\r\n--${boundary}--\r\n`),
    }),
    refused('multipart-truncated', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${multipart(boundary, token)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    }),
    refused('multipart-nul-field', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${multipart(boundary, `${token}\u0000`)}\r\n--${boundary}--\r\n`,
    }),
    refused('multipart-7mb-junk', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${multipart(boundary, token)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(7 * MB)}\r\n--${boundary}--\r\n`,
    }),
  ];
}

/** Query-string and path attacks: NUL and a UTF-8-encoded lone surrogate, ids out of range. */
export function urlAttacks(method: string, url: string, query: Record<string, string>): HostileRequest[] {
  const out: HostileRequest[] = [];
  const withQuery = (kind: string, expect: HostileRequest['expect'], extra: string) =>
    out.push({ kind, expect, request: { method: method as 'GET', url: `${url}?${extra}` } });
  const base = new URLSearchParams(query).toString();
  const and = base === '' ? '' : `${base}&`;
  withQuery('query-nul', 'refused', `${and}q=a%00b`);
  // A surrogate cannot be UTF-8: the query parser leaves such bytes undecoded, so the text is safe.
  withQuery('query-surrogate', 'harmless', `${and}q=%ED%A0%80`);
  withQuery('query-proto', 'harmless', `${and}__proto__[polluted]=1&constructor[prototype][polluted]=1`);
  for (const key of Object.keys(query)) {
    const rest = Object.entries(query).filter(([k]) => k !== key);
    const others = new URLSearchParams(rest).toString();
    withQuery('query-nul', 'refused', `${others}&${key}=%00`);
    withQuery('query-surrogate', 'harmless', `${others}&${key}=%ED%B0%80`);
    const numeric = /^\d+$/.test(query[key] ?? '');
    withQuery('query-huge-number', numeric ? 'refused' : 'harmless', `${others}&${key}=1e10`);
  }
  return out;
}

export const pathIdAttacks = (url: string) =>
  url.includes(':id') ? HUGE_IDS.map((id) => ({ kind: 'path-id', id, url: url.replace(':id', id) })) : [];
