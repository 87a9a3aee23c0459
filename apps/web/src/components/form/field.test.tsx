import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('ties the label, hint and error to the control it wraps', () => {
    render(
      <Field id="city" label="Ort" hint="Wo Sie wohnen" error="Dieser Eintrag ist zu lang." required>
        {(control) => (
          <select {...control}>
            <option>Berlin</option>
          </select>
        )}
      </Field>,
    );
    const control = screen.getByRole('combobox', { name: 'Ort' });
    expect(control.getAttribute('aria-required')).toBe('true');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe('city-hint city-error');
    expect(document.getElementById('city-hint')?.textContent).toBe('Wo Sie wohnen');
    expect(document.getElementById('city-error')?.textContent).toBe('Dieser Eintrag ist zu lang.');
    expect(control.closest('.field')?.classList.contains('field--invalid')).toBe(true);
  });

  it('hides the required asterisk from screen readers', () => {
    render(
      <Field id="name" label="Name" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(document.querySelector('.field__required')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves a valid optional control without ARIA error props', () => {
    render(
      <Field id="note" label="Notiz" block="account-field">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Notiz' });
    expect(control.hasAttribute('aria-invalid')).toBe(false);
    expect(control.hasAttribute('aria-required')).toBe(false);
    expect(control.hasAttribute('aria-describedby')).toBe(false);
    expect(control.closest('div')?.className).toBe('account-field');
  });

  it('puts the hint under the control when asked, still tied to it', () => {
    render(
      <Field id="grade" label="Note" hint="z. B. 1,7" hintBelow block="edu-field">
        {(control) => <input {...control} />}
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Note' });
    const hint = document.getElementById('grade-hint');
    expect(control.nextElementSibling).toBe(hint);
    expect(hint?.className).toBe('edu-field__hint edu-field__hint--below');
    expect(control.getAttribute('aria-describedby')).toBe('grade-hint');
  });
});
