import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { lettersApi } from './letters-api';

const TOKEN = 'b'.repeat(32);
const stored = {
  data: {
    id: 7,
    resume_token: TOKEN,
    name: 'Nordlicht',
    recipient: { company: 'Nordlicht', contact: '', street: '', zip: '', city: '' },
    sender: { name: '', street: '', zip_city: '', phone: '', email: '' },
    position: '',
    subject: '',
    salutation: '',
    body: '',
    closing: 'Mit freundlichen Grüßen',
    place: '',
    date: '',
    date_style: 'numeric',
    show_enclosures: true,
    address_window: null,
    job_ad: '',
    answers: { start_date: '', salary: '', motivation: '' },
    tighten: 0,
    created_at: 'x',
    updated_at: 'x',
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('letters api › reaching one letter', () => {
  it('sends the resume token when the browser holds one', async () => {
    const api = mockApi({ '/letters/7': () => stored });
    await lettersApi.get(7, { resumeToken: TOKEN, token: null });
    expect(String(api.fetchMock.mock.calls[0]?.[0])).toBe(`/api/v1/letters/7?resume_token=${TOKEN}`);
  });

  it('sends no empty token for an owned letter opened in a browser that holds no resume', async () => {
    const api = mockApi({ '/letters/7': () => stored });
    await lettersApi.get(7, { resumeToken: '', token: 'tok' });
    expect(String(api.fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/letters/7');
  });
});
