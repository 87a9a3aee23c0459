import { fireEvent, render, screen, within } from '@testing-library/react';
import { letterFieldsSchema } from '@vita/shared/contracts';
import { buildResumeDocument, sampleResumeParts } from '@vita/shared/resume';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { WritingHelpPanel } from './writing-help-panel';

const NOW = new Date(2026, 10, 25);
const resume = buildResumeDocument(sampleResumeParts, { locale: 'de', now: NOW });
const letterWith = (body: string) =>
  letterFieldsSchema.parse({ position: 'Pflegefachfrau', recipient: { company: 'Klinikum Süd' }, body });

function renderPanel(body = '') {
  const onInsert = vi.fn();
  const onReplaceBody = vi.fn();
  render(
    <WritingHelpPanel
      resume={resume}
      letter={letterWith(body)}
      onInsert={onInsert}
      onReplaceBody={onReplaceBody}
      now={NOW}
    />,
  );
  return { onInsert, onReplaceBody };
}

describe('writing help panel', () => {
  it('says why it avoids clichés and picks the field from the position', async () => {
    await i18n.changeLanguage('de');
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Formulierungshilfe' })).toBeTruthy();
    expect(screen.getByText(/überspringen Floskeln/)).toBeTruthy();
    expect((screen.getByLabelText('Berufsfeld') as HTMLSelectElement).value).toBe('care');
    expect((screen.getByLabelText('Erfahrung') as HTMLSelectElement).value).toBe('experienced');
  });

  it('inserts a phrase with the letter and resume filled in, as an escaped paragraph', () => {
    const { onInsert } = renderPanel();
    const list = screen.getByRole('list', { name: 'Einleitung' });
    const buttons = within(list).getAllByRole('button', { name: /^Formulierung einfügen:/ });
    expect(buttons.length).toBeGreaterThanOrEqual(4);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onInsert).toHaveBeenCalledWith(
      '<p>als Senior-Produktdesignerin bei Grünwerk Mobility GmbH habe ich Patientinnen und Patienten durch schwierige Wochen begleitet. Diese Arbeit möchte ich bei Klinikum Süd fortsetzen.</p>',
    );
  });

  it('switches between the parts and lets the user change field and level', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Schluss' }));
    expect(screen.getByRole('button', { name: 'Schluss' }).getAttribute('aria-pressed')).toBe('true');
    const closing = screen.getByRole('list', { name: 'Schluss' });
    expect(closing.textContent).toContain('Hospitation');
    fireEvent.change(screen.getByLabelText('Berufsfeld'), { target: { value: 'logistics' } });
    fireEvent.change(screen.getByLabelText('Erfahrung'), { target: { value: 'entry' } });
    const entry = screen.getByRole('list', { name: 'Schluss' }).textContent ?? '';
    expect(entry).toContain('Lagerleitung');
    expect(entry).toContain('Mein Abschluss ist im [Monat Jahr]');
  });

  it('writes the first draft straight into an empty letter', () => {
    const { onReplaceBody } = renderPanel('<p></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Ersten Entwurf erstellen' }));
    expect(onReplaceBody).toHaveBeenCalledTimes(1);
    expect(onReplaceBody.mock.calls[0]?.[0]).toContain('als Pflegefachfrau bei Klinikum Süd einbringen');
  });

  it('asks before the draft replaces text the user wrote, and cancelling keeps it', () => {
    const { onReplaceBody } = renderPanel('<p>Mein eigener Text</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Ersten Entwurf erstellen' }));
    const dialog = screen.getByRole('alertdialog', { name: /enthält schon Text/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(onReplaceBody).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ersten Entwurf erstellen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Text ersetzen' }));
    expect(onReplaceBody).toHaveBeenCalledTimes(1);
  });

  it('speaks English around German phrases', async () => {
    await i18n.changeLanguage('en');
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Writing help' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a first draft' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Opening' }).querySelector('p[lang="de"]')).toBeTruthy();
    await i18n.changeLanguage('de');
  });
});
