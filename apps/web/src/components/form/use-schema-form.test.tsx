import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testI18n } from '../../test/render-route';
import { Field } from './field';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  fname: z.string().trim().min(1, 'heading.errors.fnameRequired').max(5, 'heading.errors.fnameTooLong'),
});

function NameForm() {
  const form = useSchemaForm(schema, { defaultValues: { fname: '' } });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <Field id="fname" label="Vorname" error={form.messageOf('fname')} required>
        {(control) => <input {...control} {...form.register('fname')} />}
      </Field>
      <button type="submit">Weiter</button>
    </form>
  );
}

const renderForm = () =>
  render(
    <I18nextProvider i18n={testI18n}>
      <NameForm />
    </I18nextProvider>,
  );
const input = () => screen.getByLabelText('Vorname *') as HTMLInputElement;
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});

describe('useSchemaForm', () => {
  it('shows a schema error as its translated message after a submit', async () => {
    renderForm();
    expect(screen.queryByText('Vorname ist erforderlich.')).toBeNull();
    await submit();
    expect(screen.getByText('Vorname ist erforderlich.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the message in the language shown', async () => {
    await testI18n.changeLanguage('en');
    renderForm();
    await submit();
    expect(document.getElementById('fname-error')?.textContent).toBe(
      testI18n.getFixedT('en')('heading.errors.fnameRequired'),
    );
    expect(document.getElementById('fname-error')?.textContent).not.toBe('Vorname ist erforderlich.');
  });

  it('clears the message while the field is corrected and shows none for a valid value', async () => {
    renderForm();
    await submit();
    await act(async () => void fireEvent.input(input(), { target: { value: 'Anna' } }));
    expect(document.getElementById('fname-error')).toBeNull();
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    await act(async () => void fireEvent.input(input(), { target: { value: 'Annabell' } }));
    expect(document.getElementById('fname-error')?.textContent).toBe(
      'Der Vorname darf höchstens 34 Zeichen lang sein.',
    );
  });
});
