/**
 * A Bewerbungsmappe through the API, as the Mappe page builds it: scanned enclosures uploaded, a
 * letter written, and the Mappe exported (its time is the whole call, to the last byte).
 */

/** One enclosure (a JPEG scan) uploaded for the resume; its id. */
export async function uploadEnclosure(
  baseURL: string,
  token: string,
  file: Buffer,
  title: string,
): Promise<number> {
  const form = new FormData();
  form.set('resume_token', token);
  form.set('title', title);
  form.set('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), `${title}.jpg`);
  const response = await fetch(`${baseURL}/api/v1/attachments`, { method: 'POST', body: form });
  const answer = (await response.json()) as { data?: { id: number }; message: string };
  if (!response.ok || !answer.data) throw new Error(`upload answered ${response.status}: ${answer.message}`);
  return answer.data.id;
}

/** A letter through the letters API, or null when this server has none yet. */
export async function createLetter(baseURL: string, token: string): Promise<number | null> {
  const response = await fetch(`${baseURL}/api/v1/letters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      resume_token: token,
      recipient: {
        company: 'Bäckerei Schäfer GmbH',
        contact: 'Frau Anna Berger',
        street: 'Domstraße 1',
        zip: '50667',
        city: 'Köln',
      },
      subject: 'Bewerbung als Konditorin',
      body: '<p>Ihre Anzeige hat mich angesprochen.</p>',
    }),
  });
  if (response.status === 404) return null;
  const answer = (await response.json()) as { data?: { id: number } };
  return answer.data?.id ?? null;
}

export async function exportMappe(baseURL: string, body: object) {
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/v1/application/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return {
    status: response.status,
    ms: performance.now() - started,
    bytes,
    pages: Number(response.headers.get('x-page-count')),
  };
}
