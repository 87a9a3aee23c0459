import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/render-route';
import { DayField } from './day-field';

/** The field as a form holds it: the stored day in state, every change reported. */
function Form({
  initial,
  onChange,
  onLeave,
}: {
  initial: string;
  onChange?: (iso: string) => void;
  onLeave?: (iso: string) => void;
}) {
  const [day, setDay] = useState(initial);
  return (
    <I18nextProvider i18n={testI18n}>
      <DayField
        label="Datum"
        value={day}
        onChange={(iso) => {
          setDay(iso);
          onChange?.(iso);
        }}
        onLeave={onLeave}
      />
      <button type="button" onClick={() => setDay('2027-01-04')}>
        Heute
      </button>
    </I18nextProvider>
  );
}

const field = () => screen.getByLabelText('Datum') as HTMLInputElement;

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('the German day field', () => {
  it('shows the stored day as TT.MM.JJJJ, with the hint read with the field', () => {
    render(<Form initial="2026-03-05" />);
    expect(field().value).toBe('05.03.2026');
    expect(field().placeholder).toBe('TT.MM.JJJJ');
    const hint = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Tag.Monat.Jahr, z. B. 25.11.2026 für den 25. November 2026.');
  });

  it('takes 25.11.2026 as typed and reports 2026-11-25 at once', () => {
    const onChange = vi.fn();
    render(<Form initial="" onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '25.11.2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
    expect(field().value).toBe('25.11.2026');
  });

  it('does not scold a half-typed date, and says on leaving how to write it', () => {
    const onChange = vi.fn();
    const onLeave = vi.fn();
    render(<Form initial="2026-03-05" onChange={onChange} onLeave={onLeave} />);
    fireEvent.change(field(), { target: { value: '11/25/2026' } });
    expect(screen.queryByText(/Bitte geben Sie das Datum/)).toBeNull();
    fireEvent.blur(field());
    expect(screen.getByText('Bitte geben Sie das Datum als TT.MM.JJJJ ein, z. B. 25.11.2026.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('refuses a day that does not exist, and the message goes once the date is right', () => {
    const onLeave = vi.fn();
    render(<Form initial="" onLeave={onLeave} />);
    fireEvent.change(field(), { target: { value: '31.02.2026' } });
    fireEvent.blur(field());
    expect(
      screen.getByText('Dieses Datum gibt es nicht. Bitte prüfen Sie Tag und Monat, z. B. 25.11.2026.'),
    ).toBeTruthy();
    fireEvent.change(field(), { target: { value: '28.02.2026' } });
    expect(screen.queryByText(/Dieses Datum gibt es nicht/)).toBeNull();
    fireEvent.blur(field());
    expect(onLeave).toHaveBeenCalledWith('2026-02-28');
  });

  it('reports an emptied field as no day', () => {
    const onLeave = vi.fn();
    render(<Form initial="2026-03-05" onLeave={onLeave} />);
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.blur(field());
    expect(onLeave).toHaveBeenCalledWith('');
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a day set from outside', () => {
    render(<Form initial="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Heute' }));
    expect(field().value).toBe('04.01.2027');
  });

  it('writes MM/DD/YYYY in English and follows a language switch', async () => {
    render(<Form initial="2026-11-25" />);
    await act(() => testI18n.changeLanguage('en'));
    await waitFor(() => expect(field().value).toBe('11/25/2026'));
    expect(field().placeholder).toBe('MM/DD/YYYY');
  });
});
