import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SECTION_ID } from '@vita/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '../../store/local-store';
import { useResumeStore } from '../../store/resume-store';
import { mockApi } from '../../test/fetch-mock';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { FinalResumePage } from './final-resume-page';

const TOKEN = 'c'.repeat(32);
const set = (key: string, value: unknown) =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));

function seedResume(styleName = 'styleTempOne', templateId = '1') {
  set('resume_token', TOKEN);
  set('templateStyleName', styleName);
  set('templateId', templateId);
  set('resume_name', 'Mein Lebenslauf');
  set('resume_meta_value_heading', { fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' });
  set('resume_meta_value_summary', { data: '<p>Produktdesignerin mit Erfahrung.</p>' });
  set('resume_meta_value_skills', { data: '<ul><li>Figma</li></ul>', recommended: [] });
  set('custom_section_one', { id: 7, title: 'Ehrenamt', description: '<p>Tafel Köln</p>' });
  useResumeStore.getState().reload();
}

const panel = () => screen.getByRole('region', { name: 'Abschnitte anordnen' });
const titles = () =>
  within(panel())
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.arrange-row__title')?.textContent ?? '');
const button = (name: string) => within(panel()).getByRole('button', { name });

async function openFinal(styleName?: string, templateId?: string) {
  seedResume(styleName, templateId);
  const api = mockApi({ '/resume/save-resume-object': () => ({}), '/resume/resume-style': () => ({}) });
  renderPage('/final-resume', <FinalResumePage />);
  await screen.findByTestId('live-preview', {}, { timeout: 4000 });
  return api;
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});
afterEach(() => vi.unstubAllGlobals());

describe('moving a section with the buttons (single pointer, WCAG 2.2 2.5.7)', () => {
  it('moves a section down, saves the layout as a drop does, and keeps the focus on its button', async () => {
    const api = await openFinal();
    const [first, second, ...rest] = titles();
    expect(first && second).toBeTruthy();
    expect(button(`Nach oben: ${first}`)).toHaveProperty('disabled', true);
    expect(button(`Nach unten: ${titles().at(-1)}`)).toHaveProperty('disabled', true);

    fireEvent.click(button(`Nach unten: ${first}`));
    expect(titles()).toEqual([second, first, ...rest]);
    await waitFor(() => expect(document.activeElement).toBe(button(`Nach unten: ${first}`)));
    expect(screen.getByText(`${first} steht jetzt an Position 2 von ${rest.length + 2}.`)).toBeTruthy();

    const stored = getItem('sectionLayout');
    expect(stored?.main.indexOf(SECTION_ID.heading)).toBe(0);
    await waitFor(() => expect(api.callsTo('/resume/resume-style').length).toBe(1));
    expect(api.callsTo('/resume/resume-style')[0]).toMatchObject({ resume_token: TOKEN, layout: stored });
  });

  it('moves back up; at the top the focus goes to "Nach unten", as "Nach oben" is disabled there', async () => {
    await openFinal();
    const [first, second] = titles();
    fireEvent.click(button(`Nach oben: ${second}`));
    expect(titles().slice(0, 2)).toEqual([second, first]);
    await waitFor(() => expect(document.activeElement).toBe(button(`Nach unten: ${second}`)));
  });

  it('moves a section to the other column of a two-column template and back', async () => {
    const api = await openFinal('styleTempDBSix', '4');
    const side = () =>
      Array.from(panel().querySelectorAll('.arrange-column:nth-child(2) .arrange-row__title')).map(
        (el) => el.textContent,
      );
    const before = side();
    const [mainFirst] = titles();
    fireEvent.click(button(`In die Seitenspalte: ${mainFirst}`));
    expect(side()).toEqual([...before, mainFirst]);
    await waitFor(() => expect(document.activeElement).toBe(button(`In die Hauptspalte: ${mainFirst}`)));
    await waitFor(() => expect(api.callsTo('/resume/resume-style').length).toBe(1));
    fireEvent.click(button(`In die Hauptspalte: ${mainFirst}`));
    expect(side()).toEqual(before);
  });
});
