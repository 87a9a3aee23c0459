/** Test helpers for the education pages (imported by tests only). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { EducationEntry } from '@vita/shared';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { useResumeStore } from '../../store/resume-store';
import { testI18n } from '../../test/render-route';

export const TOKEN = 'c'.repeat(32);

export const entry = (overrides: Partial<EducationEntry> = {}): EducationEntry => ({
  sdegree: '',
  fieldOStudy: '',
  sname: 'Gymnasium am Markt',
  slname: '',
  sdescription: '',
  pointer: '',
  educationDescription: '',
  studyStartMonth: '',
  studyStartYear: '',
  studyEndMonth: '',
  studyEndYear: '',
  check: false,
  gMonth: '',
  gYear: '',
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

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a page at `url` (path pattern `path`); navigating away shows where it went. */
export function renderPage(path: string, url: string, element: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  let result: ReturnType<typeof render> | undefined;
  act(() => {
    result = render(
      <I18nextProvider i18n={testI18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
  return { ...(result as ReturnType<typeof render>), router };
}

export const storedEducation = (): EducationEntry[] =>
  JSON.parse(localStorage.getItem('resume_meta_value_education') ?? 'null') as EducationEntry[];
