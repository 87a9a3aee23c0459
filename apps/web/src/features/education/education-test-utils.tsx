/** Test helpers for the education pages (imported by tests only). */
import type { EducationEntry } from '@vita/shared';
import { educationEntrySchema } from '@vita/shared/contracts';
import { vi } from 'vitest';
import { useResumeStore } from '../../store/resume-store';

export const TOKEN = 'c'.repeat(32);

export const entry = (overrides: Partial<EducationEntry> = {}): EducationEntry => ({
  ...educationEntrySchema.parse({ sname: 'Gymnasium am Markt' }),
  ...overrides,
});

export interface Call {
  url: string;
  body: Record<string, unknown> | undefined;
}

type Answer = unknown | Response | Promise<Response>;

/** Replaces fetch: `handler` answers each call (an object becomes a 200 JSON answer). */
export function mockFetch(handler: (call: Call) => Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      const call = { url, body };
      calls.push(call);
      const answer = await handler(call);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify({ status: 200, message: 'OK', ...(answer as object) }), {
        status: 200,
      });
    }),
  );
  return calls;
}

export const metaAnswer = (list: unknown[]) => ({
  resume: { meta_key: 'education', meta_value: list, updated_at: null },
});
export const errorAnswer = (status: number, message: string, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ status, message, errors }), { status });

/** The catalogue calls every education page may make: degrees, profiles, listings. */
export function catalogueAnswer(call: Call): Answer | undefined {
  if (call.url.endsWith('/resume/degree'))
    return { degree: [{ id: 6, title: 'Abitur (Allgemeine Hochschulreife)' }] };
  if (call.url.endsWith('/popular-sub-category'))
    return { popular_sub_categories: [{ id: 110, title: 'Fachinformatiker' }] };
  if (call.url.endsWith('/listings'))
    return {
      listings: [
        {
          id: 1,
          title: 'Abschluss mit Auszeichnung',
          description: 'Abschluss mit Auszeichnung',
          recommended: 1,
        },
      ],
    };
  return undefined;
}

/**
 * The server of the education pages: the catalogue, and a stored list that `change` edits for
 * each call (save-meta, update-meta-value, delete-meta); every other call answers the list.
 */
export function educationServer(
  list: EducationEntry[],
  change: (stored: EducationEntry[], call: Call) => EducationEntry[] = (stored) => stored,
): Call[] {
  let stored = [...list];
  return mockFetch((call) => {
    const catalogue = catalogueAnswer(call);
    if (catalogue) return catalogue;
    stored = change(stored, call);
    return metaAnswer(stored);
  });
}

/** Sets local-store values the way the app stores them, and refreshes the zustand mirror. */
export function seedStore(values: {
  education?: EducationEntry[];
  finalResume?: boolean;
  student?: boolean;
}) {
  localStorage.setItem('resume_token', TOKEN);
  localStorage.setItem('templateId', '1');
  if (values.education) localStorage.setItem('resume_meta_value_education', JSON.stringify(values.education));
  if (values.finalResume) localStorage.setItem('FinalResume', 'true');
  if (values.student) {
    localStorage.setItem('experienceLevel', '0-3');
    localStorage.setItem('isStudent', 'Yes');
  }
  useResumeStore.getState().reload();
}

export const storedEducation = (): EducationEntry[] =>
  JSON.parse(localStorage.getItem('resume_meta_value_education') ?? 'null') as EducationEntry[];
