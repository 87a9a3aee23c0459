import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getItem } from '../../store/local-store';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { click, set, startEachTestWith, store, where } from './sections-test-utils';
import { WebLinksPage } from './web-links-page';

const TOKEN = 'd'.repeat(32);
const link = (n: number) =>
  screen.getByRole('textbox', { name: `Persönlicher Link ${n}` }) as HTMLInputElement;
const type = (n: number, value: string) => fireEvent.change(link(n), { target: { value } });
const saved = (id: number) => (body: unknown) => ({
  id,
  meta_sub_key: 'WebLinks',
  meta_value: (body as { meta_value: unknown }).meta_value,
});
const open = () => renderPage('/alnk', <WebLinksPage />);

startEachTestWith(TOKEN);

describe('/alnk web links', () => {
  it('shows three fields, Persönlicher Link 1 to 3', () => {
    mockApi({});
    open();
    expect([link(1), link(2), link(3)].every((input) => input.value === '')).toBe(true);
  });

  it('creates the links when none exist and goes to /signature', async () => {
    const api = mockApi({ '/resume/add-extra-section': saved(6) });
    open();
    type(2, ' www.linkedin.com/in/anna-schmidt ');
    click('Weiter');
    await waitFor(() => expect(where()).toBe('/signature'));
    expect(api.callsTo('/resume/add-extra-section')).toEqual([
      {
        resume_token: TOKEN,
        resume_template_id: expect.any(Number),
        meta_key: 'extra_section',
        meta_sub_key: 'WebLinks',
        meta_value: { link1: '', link2: 'https://www.linkedin.com/in/anna-schmidt', link3: '' },
      },
    ]);
    expect(getItem('webLinks')).toEqual({
      id: 6,
      link1: '',
      link2: 'https://www.linkedin.com/in/anna-schmidt',
      link3: '',
    });
  });

  it('updates existing links by id and returns to /final-resume when the resume is finished', async () => {
    set('FinalResume', 'true');
    set('extra_section_WebLinks', { id: 6, link1: 'anna.de', link2: '', link3: '' });
    store().reload();
    const api = mockApi({ '/resume/edit-extra-section/6': saved(6) });
    open();
    expect(link(1).value).toBe('anna.de');
    type(3, 'github.com/anna');
    click('Speichern und weiter');
    await waitFor(() => expect(where()).toBe('/final-resume'));
    expect(api.callsTo('/resume/edit-extra-section/6')[0]).toMatchObject({
      meta_value: { link1: 'https://anna.de', link2: '', link3: 'https://github.com/anna' },
    });
  });

  it('follows the stored order: Back to the previous section, Next to the following one', async () => {
    set('extra_section_array', ['/cert', '/alnk', '/hobbies']);
    store().reload();
    mockApi({ '/resume/add-extra-section': saved(6) });
    open();
    type(1, 'anna.de');
    click('Weiter');
    await waitFor(() => expect(where()).toBe('/hobbies'));
  });

  it('with all fields empty, Next opens the empty-section dialog; Discard deletes the stored links', async () => {
    set('extra_section_WebLinks', { id: 6, link1: 'anna.de', link2: '', link3: '' });
    set('ext_name_arr', ['Websites,Portfolios,Profiles', 'Hobbys']);
    store().reload();
    const api = mockApi({ '/resume/delete-extra-section/6': () => ({}) });
    open();
    type(1, '');
    click('Weiter');
    expect(
      await screen.findByRole('dialog', { name: 'Dieser Abschnitt darf nicht leer sein.' }),
    ).toBeTruthy();
    click('Abschnitt verwerfen');
    await waitFor(() => expect(where()).toBe('/signature'));
    expect(api.callsTo('/resume/delete-extra-section/6')).toHaveLength(1);
    expect(getItem('webLinks')).toBeNull();
    expect(getItem('extraSectionNames')).toEqual(['Hobbys']);
  });

  it('Keep Editing leaves the links as they are', async () => {
    const api = mockApi({});
    open();
    click('Weiter');
    await screen.findByRole('dialog');
    click('Weiter bearbeiten');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['de', 'javascript:alert(1)', 'Bitte geben Sie eine gültige Webadresse ein'],
    ['en', 'data:text/html,<script>alert(1)</script>', 'Please enter a valid web address'],
  ])('in %s, refuses %j next to the field and saves nothing', async (language, address, message) => {
    await testI18n.changeLanguage(language);
    const api = mockApi({});
    open();
    const second = screen.getAllByRole('textbox')[1] as HTMLInputElement;
    fireEvent.change(second, { target: { value: address } });
    fireEvent.click(screen.getByRole('button', { name: language === 'de' ? 'Weiter' : 'Next' }));
    const error = await screen.findByText(new RegExp(message));
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(second.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(second);
    expect(where()).toBeNull();
    expect(api.calls).toEqual([]);
    fireEvent.change(second, { target: { value: 'www.example.de' } });
    expect(screen.queryByText(new RegExp(message))).toBeNull();
  });

  it('Back goes to /final-resume when editing a finished resume whose links exist', async () => {
    set('FinalResume', 'true');
    set('extra_section_WebLinks', { id: 6, link1: 'anna.de', link2: '', link3: '' });
    store().reload();
    mockApi({ '/resume/edit-extra-section/6': saved(6) });
    open();
    click('Zurück');
    await waitFor(() => expect(where()).toBe('/final-resume'));
  });
});
