import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_FONT_NAMES } from '../../templates/shared/signature-fonts';
import { FontPicker } from './font-picker';

function Picker() {
  const [font, setFont] = useState('Italianno');
  return <FontPicker label="Schriftart" fonts={SIGNATURE_FONT_NAMES} value={font} onChange={setFont} />;
}

const combo = () => screen.getByRole('combobox', { name: /Schriftart/ });
const key = (k: string) => fireEvent.keyDown(combo(), { key: k });
const activeOption = () => document.getElementById(combo().getAttribute('aria-activedescendant') ?? '');

describe('signature font dropdown (02 §2.6: 11 fonts)', () => {
  it('offers the 11 fonts, each drawn in its own font', () => {
    render(<Picker />);
    fireEvent.click(combo());
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Italianno',
      'Alex Brush',
      'Arial',
      'Bodoni MT',
      'Century Gothic',
      'Courier New',
      'Georgia',
      'Palatino Linotype',
      'Times New Roman',
      'Trebuchet MS',
      'Verdana',
    ]);
    const georgia = screen.getByRole('option', { name: 'Georgia' }).firstElementChild as HTMLElement;
    expect(georgia.style.fontFamily).toContain('Georgia');
    expect(screen.getByRole('option', { name: 'Italianno' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens with ↓, moves with ↓ ↑ Home End, chooses with Enter', () => {
    render(<Picker />);
    key('ArrowDown');
    expect(combo().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()?.textContent).toBe('Italianno');
    key('End');
    expect(activeOption()?.textContent).toBe('Verdana');
    key('ArrowUp');
    key('Enter');
    expect(combo().getAttribute('aria-expanded')).toBe('false');
    expect(combo().textContent).toBe('Trebuchet MS');
  });

  it('jumps to a font by its first letters and closes with Escape without choosing', () => {
    render(<Picker />);
    key('ArrowDown');
    key('g');
    expect(activeOption()?.textContent).toBe('Georgia');
    key('Escape');
    expect(combo().getAttribute('aria-expanded')).toBe('false');
    expect(combo().textContent).toBe('Italianno');
  });

  it('chooses with a click', () => {
    render(<Picker />);
    fireEvent.click(combo());
    fireEvent.click(screen.getByRole('option', { name: 'Courier New' }));
    expect(combo().textContent).toBe('Courier New');
  });
});
