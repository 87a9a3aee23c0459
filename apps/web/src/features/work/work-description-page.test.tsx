import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WorkEntry } from '@vita/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { WorkDescriptionPage } from './work-description-page';
import { job as cooksJob, setJobs } from './work-test-utils';

const where = () => screen.queryByTestId('where')?.textContent ?? null;
const store = useResumeStore.getState;
const job = (overrides: Partial<WorkEntry>) =>
  cooksJob({ endMonth: '', endYear: '', check: true, ...overrides });

const PHRASE = 'Zubereitung von Speisen nach Rezept';
const SKILL = 'Lebensmittelhygiene beachten';

/** The catalogue: "Koch" finds profile 42; category 7 lists a phrase, category 4 a skill. */
function catalogueApi(extra: Record<string, (body: unknown) => unknown> = {}) {
  return mockApi({
    '/resume/popular-sub-category': () => ({ popular_sub_categories: [{ id: 42, title: 'Koch/Köchin' }] }),
    '/resume/listings': (body) => {
      const { category_id } = body as { category_id: number };
      const description = category_id === 7 ? PHRASE : SKILL;
      return { listings: [{ id: category_id, title: description, description, recommended: 1 }] };
    },
    ...extra,
  });
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  store().reload();
});
afterEach(() => vi.unstubAllGlobals());

describe('work description', () => {
  it('says so when the job does not exist and links to the list', () => {
    setJobs([]);
    mockApi({});
    renderPage('/work-description?index=3', <WorkDescriptionPage />);
    expect(screen.getByText(/Diese Stelle gibt es nicht/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Übersicht' }).getAttribute('href')).toBe('/Work-summary');
  });

  it('suggests category 7 phrases for the job title and saves the added bullet with update-meta-value', async () => {
    setJobs([job({ jobtitle: 'Kellner' }), job({})]);
    const api = catalogueApi({
      '/resume/update-meta-value': (body) => ({
        resume: {
          meta_key: 'work-expr',
          meta_value: [job({ jobtitle: 'Kellner' }), (body as { meta_value: WorkEntry }).meta_value],
        },
      }),
    });
    renderPage('/work-description?index=1', <WorkDescriptionPage />);
    expect(screen.getByText('Stelle: Koch, Hotel Adler')).toBeTruthy();
    const add = await screen.findByRole('button', { name: 'Hinzufügen', description: PHRASE });
    expect(api.callsTo('/resume/popular-sub-category')[0]).toEqual({
      category_id: 7,
      sub_category_title: 'Koch',
    });
    expect(api.callsTo('/resume/listings')[0]).toEqual({ category_id: 7, sub_category_id: 42 });
    fireEvent.click(add);
    await waitFor(() => expect(getItem('workDraft')?.entry.workDescription).toContain(PHRASE));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(where()).toBe('/Work-summary'));
    const [body] = api.callsTo('/resume/update-meta-value') as {
      meta_index: number;
      meta_value: WorkEntry;
    }[];
    expect(body?.meta_index).toBe(1);
    expect(body?.meta_value.workDescription).toContain(`<li><p>${PHRASE}</p></li>`);
    expect(getItem('work')?.[1]?.workDescription).toContain(PHRASE);
    expect(getItem('workDraft')).toBeNull();
  });

  it('offers category 4 skills as the other kind of suggestion', async () => {
    setJobs([job({})]);
    const api = catalogueApi();
    renderPage('/work-description?index=0', <WorkDescriptionPage />);
    fireEvent.click(screen.getByRole('radio', { name: 'Kenntnisse' }));
    expect(await screen.findByRole('button', { name: 'Hinzufügen', description: SKILL })).toBeTruthy();
    expect(api.callsTo('/resume/listings')).toContainEqual({ category_id: 4, sub_category_id: 42 });
  });

  it('marks a suggestion the text already contains as added', async () => {
    setJobs([job({ workDescription: `<ul><li><p>${PHRASE}</p></li></ul>` })]);
    catalogueApi();
    renderPage('/work-description?index=0', <WorkDescriptionPage />);
    expect(await screen.findByText('Hinzugefügt')).toBeTruthy();
  });

  it('goes straight on without a call when nothing changed; Speichern und weiter returns to /final-resume', async () => {
    localStorage.setItem('FinalResume', 'true');
    setJobs([job({ workDescription: '<p>Frühstücksposten</p>' })]);
    const api = catalogueApi();
    renderPage('/work-description?index=0', <WorkDescriptionPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(where()).toBe('/final-resume');
    expect(api.callsTo('/resume/update-meta-value')).toEqual([]);
  });
});
