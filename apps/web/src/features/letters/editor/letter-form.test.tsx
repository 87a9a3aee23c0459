import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { letterFieldsSchema } from '@vita/shared/contracts';
import { buildResumeDocument, sampleResumeParts } from '@vita/shared/resume';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { testI18n } from '../../../test/render-route';
import { LetterForm } from './letter-form';
import type { EditableLetter } from './use-letter-autosave';
import './letters-texts';

const personal = buildResumeDocument(sampleResumeParts, { locale: 'de' }).personal;
const letter = {
  ...letterFieldsSchema.parse({ salutation: 'Sehr geehrte Damen und Herren,' }),
  sent_at: null,
} as unknown as EditableLetter;

// happy-dom computes no layout: the test holds the rules the layout comes from, a 360 px
// screenshot shows the widths.
const style = document.createElement('style');
beforeEach(async () => {
  await testI18n.changeLanguage('de');
  style.textContent = readFileSync(path.join(import.meta.dirname, 'letter-editor.css'), 'utf8');
  document.head.append(style);
});
afterEach(() => style.remove());

describe('the Anrede and its "Vorschlag übernehmen" button', () => {
  it('wrap: on a phone the field takes the whole width and the button goes below it', () => {
    renderPage(
      '/anschreiben/1',
      <LetterForm letter={letter} onChange={() => undefined} editorRef={null} personal={personal} />,
    );
    const input = screen.getByLabelText('Anrede') as HTMLInputElement;
    expect(input.value).toBe('Sehr geehrte Damen und Herren,');
    const field = input.closest('.le-field') as HTMLElement;
    const row = field.parentElement as HTMLElement;
    const button = screen.getByRole('button', { name: 'Vorschlag übernehmen' });
    expect(button.parentElement).toBe(row);
    const rowStyle = getComputedStyle(row);
    expect(rowStyle.display).toBe('flex');
    expect(rowStyle.flexWrap).toBe('wrap');
    // The field grows into a line of its own rather than shrinking below a whole Anrede.
    expect(getComputedStyle(field).flexGrow).toBe('1');
    expect(getComputedStyle(field).flexShrink).toBe('1');
    expect(getComputedStyle(field).flexBasis).toBe('18rem');
    expect(getComputedStyle(input).width).toBe('100%');
  });
});
