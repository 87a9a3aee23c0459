import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResumeStore } from '../../../store/resume-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { testI18n } from '../../../test/render-route';
import { storeValuesForTranslatedField } from './apply-translated-field';
import { TranslateButton } from './translate-button';

const TOKEN = 'e'.repeat(32);
const job = {
  jobtitle: 'Filialleiterin',
  employer: 'Drogerie Rossberg',
  city: '',
  country: 'Köln',
  pincode: '',
  startMonth: '03',
  startYear: '2019',
  endMonth: '',
  endYear: '',
  check: true,
  workDescription: '<ul><li><p>Kasse</p></li></ul>',
};

const fields = [
  { key: 'work.0.jobtitle', rich: false, german: 'Filialleiterin', english: 'Filialleiterin' },
  {
    key: 'summary',
    rich: true,
    german: '<p>Engagierte Verkäuferin.</p>',
    english: '<p>Engagierte Verkäuferin.</p>',
  },
];

function serve() {
  let left = fields.map((f) => f.key);
  return mockApi({
    '/resume/translate/fields': (body, init) => {
      if (init.method === 'PUT') {
        const { key, value } = body as { key: string; value?: string };
        left = left.filter((k) => k !== key);
        return { data: { key, value: value ?? '', untranslated: left, untranslated_count: left.length } };
      }
      return {
        data: {
          resume_token: TOKEN,
          source_token: 'd'.repeat(32),
          fields: fields.filter((f) => left.includes(f.key)),
          untranslated_count: left.length,
        },
      };
    },
  });
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  localStorage.clear();
  localStorage.setItem('resume_token', TOKEN);
  localStorage.setItem('resume_meta_value_work_expr', JSON.stringify([job]));
  localStorage.setItem(
    'resume_meta_value_summary',
    JSON.stringify({ data: '<p>Engagierte Verkäuferin.</p>' }),
  );
  useResumeStore.getState().reload();
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('side-by-side translation editor', () => {
  it('shows German left and English right, stores a field and puts it into the local store', async () => {
    const api = serve();
    renderPage('/final-resume', <TranslateButton resumeToken={TOKEN} loginToken={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Übersetzen (2 offen)' }));

    const row = await screen.findByTestId('translate-row-work.0.jobtitle');
    expect(within(row).getByRole('heading', { name: 'Berufserfahrung 1 · Berufsbezeichnung' })).toBeTruthy();
    expect(within(row).getByText('noch zu übersetzen')).toBeTruthy();
    const german = within(row).getByText('Filialleiterin', { selector: 'p' });
    expect(german.closest('[lang]')?.getAttribute('lang')).toBe('de');
    const input = within(row).getByRole('textbox') as HTMLInputElement;
    expect(input.getAttribute('lang')).toBe('en');
    expect(input.getAttribute('spellcheck')).toBe('true');

    fireEvent.change(input, { target: { value: 'Store manager' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Übernehmen' }));

    await waitFor(() => expect(within(row).getByText('Übernommen.')).toBeTruthy());
    expect(within(row).queryByText('noch zu übersetzen')).toBeNull();
    expect(api.callsTo('/resume/translate/fields').at(-1)).toEqual({
      resume_token: TOKEN,
      key: 'work.0.jobtitle',
      value: 'Store manager',
    });
    const stored = useResumeStore.getState().values.work?.[0];
    expect(stored?.jobtitle).toBe('Store manager');
    expect(stored?.employer).toBe('Drogerie Rossberg');
    expect(await screen.findByRole('button', { name: 'Übersetzen (1 offen)' })).toBeTruthy();
    // The other field stays open with its marker.
    expect(within(screen.getByTestId('translate-row-summary')).getByText('noch zu übersetzen')).toBeTruthy();
  });

  it('marks a field as already English without sending a value', async () => {
    const api = serve();
    renderPage('/final-resume', <TranslateButton resumeToken={TOKEN} loginToken={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Übersetzen (2 offen)' }));
    const row = await screen.findByTestId('translate-row-work.0.jobtitle');
    fireEvent.click(within(row).getByRole('button', { name: 'Ist schon Englisch' }));
    await waitFor(() => expect(within(row).getByText('Übernommen.')).toBeTruthy());
    expect(api.callsTo('/resume/translate/fields').at(-1)).toEqual({
      resume_token: TOKEN,
      key: 'work.0.jobtitle',
    });
  });
});

describe('storeValuesForTranslatedField', () => {
  const values = () => useResumeStore.getState().values;
  it.each([
    ['summary', '<p>Committed.</p>', { summary: { data: '<p>Committed.</p>' } }],
    ['work.0.workDescription', '<p>Till</p>', { work: [{ ...job, workDescription: '<p>Till</p>' }] }],
    ['work.3.workDescription', '<p>Till</p>', {}],
    ['extra.Certification', '<p>x</p>', {}],
    ['heading', 'x', {}],
  ])('%s', (key, value, expected) => {
    expect(storeValuesForTranslatedField(values(), key, value)).toEqual(expected);
  });
});
