import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { testI18n } from '../../test/render-route';
import { EducationDescriptionPage } from './education-description-page';
import { educationServer, entry, seedStore, storedEducation } from './education-test-utils';

// ProseMirror does not run in happy-dom: a textarea with the editor's props and handle stands in.
vi.mock('../../components/rich-text-editor', async (importOriginal) => {
  const { withEditorStandIn } = await import('../../test/rich-text-editor-stand-in');
  return withEditorStandIn(await importOriginal<typeof import('../../components/rich-text-editor')>());
});

const open = (url = '/edu-description?index=0') => renderPage(url, <EducationDescriptionPage />);
const editor = () =>
  screen.getByRole('textbox', { name: 'Beschreiben Sie Ihre Ausbildung' }) as HTMLTextAreaElement;
const DEGREE = entry({ sname: 'TU Dresden', sdegree: 'Bachelor', fieldOStudy: 'Informatik' });

const server = () =>
  educationServer([DEGREE], (stored, call) =>
    call.url.endsWith('/update-meta-value')
      ? Object.assign([...stored], { [Number(call.body?.meta_index)]: call.body?.meta_value })
      : stored,
  );

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('education description', () => {
  it('saves the text with update-meta-value and returns to /edu-summary', async () => {
    seedStore({ education: [DEGREE] });
    const calls = server();
    open();
    fireEvent.change(editor(), {
      target: { value: '<ul><li><p>Abschlussarbeit über Datenbanken</p></li></ul>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/edu-summary');
    const save = calls.find((c) => c.url.endsWith('/update-meta-value'));
    expect(save?.body).toMatchObject({
      meta_key: 'education',
      meta_index: 0,
      meta_value: {
        sname: 'TU Dresden',
        educationDescription: '<ul><li><p>Abschlussarbeit über Datenbanken</p></li></ul>',
      },
    });
    expect(storedEducation()[0]?.educationDescription).toContain('Abschlussarbeit');
  });

  it('goes on without a call when nothing changed', async () => {
    seedStore({ education: [{ ...DEGREE, educationDescription: '<p>Schon da</p>' }] });
    const calls = server();
    open();
    expect(editor().value).toBe('<p>Schon da</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/edu-summary');
    expect(calls.some((c) => c.url.endsWith('/update-meta-value'))).toBe(false);
  });

  it('asks for school phrases for a school degree, not for a job matching its subject', async () => {
    const school = entry({
      sname: 'BSZ',
      sdegree: 'Fachhochschulreife',
      fieldOStudy: 'Wirtschaft und Verwaltung',
    });
    seedStore({ education: [school] });
    const calls = server();
    open();
    await screen.findByRole('button', { name: /Hinzufügen/ });
    const asked = calls.filter((c) => c.url.endsWith('/popular-sub-category')).map((c) => c.body);
    expect(asked[0]).toEqual({ category_id: 6, sub_category_title: 'Schulabschluss' });
  });

  it('suggests study phrases for a degree course and adds one as a bullet, then marks it added', async () => {
    seedStore({ education: [DEGREE] });
    const calls = server();
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Hinzufügen/ }));
    expect(editor().value).toBe('<ul><li><p>Abschluss mit Auszeichnung</p></li></ul>');
    expect(await screen.findByRole('button', { name: /Hinzugefügt/ })).toBeTruthy();
    const popular = calls.find((c) => c.url.endsWith('/popular-sub-category'));
    expect(popular?.body).toEqual({ category_id: 6, sub_category_title: 'Studium' });
  });

  it('reads „Speichern und weiter“ in final mode and returns to /final-resume', async () => {
    seedStore({ education: [DEGREE], finalResume: true });
    server();
    open();
    fireEvent.change(editor(), { target: { value: '<p>Neu</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/final-resume');
  });

  it('keeps unsaved text over a reload, and Back goes to /edu-summary', async () => {
    seedStore({ education: [DEGREE] });
    server();
    const first = open();
    fireEvent.change(editor(), { target: { value: '<p>Entwurf</p>' } });
    first.unmount();
    open();
    await waitFor(() => expect(editor().value).toBe('<p>Entwurf</p>'));
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/edu-summary');
  });

  it('says so when the index names no degree', () => {
    seedStore({ education: [DEGREE] });
    server();
    open('/edu-description?index=3');
    expect(screen.getByText(/Diesen Abschluss gibt es nicht/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Übersicht' }).getAttribute('href')).toBe('/edu-summary');
  });
});
