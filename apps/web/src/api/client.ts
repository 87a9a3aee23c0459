/**
 * The one way the web app talks to the API (/api/v1): JSON in, JSON out. Failures become an
 * `ApiRequestError` carrying the server's `{ status, message, errors }`. The client never shows a
 * toast and never redirects: the caller decides what the user sees.
 */
import type { ApiError } from '@vita/shared';

export const API_BASE = '/api/v1';

export class ApiRequestError extends Error implements ApiError {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }

  /** 0: the server was not reached at all (offline, DNS, CORS, aborted). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The envelope of every success answer, and of one carrying `data`. */
export type ApiOk = { status: number; message: string };
export type ApiData<T> = ApiOk & { data: T };
/** The login token a call sends, or null for a visitor. */
export type LoginToken = string | null;

/** Anything with a zod-like `parse` (the contracts in @vita/shared); optional, to check a response. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Query parameters for GET calls; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** The login token, sent as `Authorization: Bearer …`. */
  token?: string | null;
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
  /** For tests; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
}

const NETWORK_MESSAGE =
  'Der Server ist gerade nicht erreichbar. Ihre Eingaben bleiben in diesem Browser gespeichert.';
const BAD_RESPONSE_MESSAGE = 'Die Antwort des Servers war unverständlich. Bitte versuchen Sie es erneut.';

type LoginRejectedListener = () => void;
const loginRejectedListeners = new Set<LoginRejectedListener>();

/**
 * Calls `listener` whenever a request that carried a login token is answered 401: the token
 * expired, was revoked (password change, "Überall abmelden") or its account is gone. The app shell
 * signs out once, instead of every page failing on its own. Returns the unsubscribe function.
 */
export function onLoginRejected(listener: LoginRejectedListener): () => void {
  loginRejectedListeners.add(listener);
  return () => loginRejectedListeners.delete(listener);
}

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.message === 'string';
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * Development and tests check every answer of a route with a known contract
 * (`response-contracts.ts`); Vite replaces both conditions with constants, so a production build
 * drops the check and never loads the schemas.
 */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';
/** Loaded at start where answers are checked, so a check costs no extra wait. */
const contracts = CHECK_ANSWERS ? import('./response-contracts') : null;

async function matchesContract(path: string, data: unknown): Promise<boolean> {
  const contract = (await contracts)?.responseContractOf(path);
  if (!contract) return true;
  const result = contract.safeParse(data);
  if (!result.success)
    console.error(`The answer of ${path} does not match its contract:`, result.error.issues);
  return result.success;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, token, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body instanceof FormData ? body : JSON.stringify(body);
  if (signal) init.signal = signal;

  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(buildUrl(path, options.query), init);
  } catch {
    throw new ApiRequestError(0, NETWORK_MESSAGE);
  }

  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiRequestError(response.status, BAD_RESPONSE_MESSAGE);
  }

  if (!response.ok) {
    if (response.status === 401 && token) for (const listener of loginRejectedListeners) listener();
    if (isApiError(data)) throw new ApiRequestError(response.status, data.message, data.errors);
    throw new ApiRequestError(response.status, BAD_RESPONSE_MESSAGE);
  }
  if (CHECK_ANSWERS && !(await matchesContract(path, data))) {
    throw new ApiRequestError(response.status, BAD_RESPONSE_MESSAGE);
  }
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch {
    throw new ApiRequestError(response.status, BAD_RESPONSE_MESSAGE);
  }
}
