import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './client';

const respond = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('api client', () => {
  it('GETs JSON from /api/v1', async () => {
    const fetchImpl = respond(200, { status: 200, message: 'ok', degree: [{ id: 1, title: 'Abitur' }] });
    const data = await apiRequest<{ degree: { title: string }[] }>('/resume/degree', { fetchImpl });
    expect(data.degree[0]?.title).toBe('Abitur');
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/v1/resume/degree',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('POSTs a JSON body and sends the login token as a bearer token', async () => {
    const fetchImpl = respond(200, {
      status: 200,
      message: 'ok',
      resume: { meta_key: 'heading', meta_value: null, updated_at: null },
    });
    await apiRequest('/resume/get-meta', { body: { meta_key: 'heading' }, token: 'jwt', fetchImpl });
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"meta_key":"heading"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer jwt' });
  });

  it('adds query parameters and leaves out undefined ones', async () => {
    const fetchImpl = respond(200, { status: 200, message: 'ok', subCategory: [] });
    await apiRequest('/resume/search-subcategory', {
      query: { category_id: 4, search: undefined },
      fetchImpl,
    });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/v1/resume/search-subcategory?category_id=4');
  });

  it("throws ApiRequestError with the server's status, message and field errors", async () => {
    const fetchImpl = respond(400, {
      status: 400,
      message: 'Ungültige Eingabe.',
      errors: { email: 'Pflichtfeld' },
    });
    const error = await apiRequest('/login', { body: {}, fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Ungültige Eingabe.',
      errors: { email: 'Pflichtfeld' },
    });
  });

  it('turns a network failure into status 0 with a German message', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('/resume/degree', { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).isNetworkError).toBe(true);
    expect((error as ApiRequestError).message).toMatch(/nicht erreichbar/);
  });

  it('reports a non-JSON answer as an error, not as data', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    await expect(apiRequest('/resume/degree', { fetchImpl })).rejects.toMatchObject({ status: 502 });
  });

  it('checks the response with a schema when one is given', async () => {
    const fetchImpl = respond(200, { status: 200, message: 'ok', degree: 'not a list' });
    const schema = {
      parse: (data: unknown) => {
        if (!Array.isArray((data as { degree?: unknown }).degree)) throw new Error('bad');
        return data;
      },
    };
    await expect(apiRequest('/resume/degree', { schema, fetchImpl })).rejects.toBeInstanceOf(ApiRequestError);
  });
});
