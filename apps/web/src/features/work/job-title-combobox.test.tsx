import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { WORK_LIMITS } from '@vita/shared/constants';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { testI18n } from '../../test/render-route';
import { JobTitleCombobox } from './job-title-combobox';

const RETAIL = { id: 1301, title: 'Kaufmann/Kauffrau im Einzelhandel' };
const SELLER = { id: 2950, title: 'Verkäufer/in' };

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <JobTitleCombobox
        id="title"
        label="Position"
        hint="z. B. Verkäuferin"
        value={value}
        maxLength={WORK_LIMITS.jobtitle}
        onValueChange={setValue}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={testI18n}>
        <Harness />
      </I18nextProvider>
    </QueryClientProvider>,
  );
const input = () => screen.getByRole('combobox', { name: 'Position' }) as HTMLInputElement;

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});
afterEach(() => vi.unstubAllGlobals());

describe('Position field title search', () => {
  it('offers matching titles in a listbox and takes one with the arrow keys and Enter', async () => {
    const api = mockApi({ '/resume/search-subcategory': () => ({ subCategory: [RETAIL, SELLER] }) });
    show();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input(), { target: { value: 'Kauffrau im Ein' } });
    const option = await screen.findByRole('option', { name: RETAIL.title });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').id).toBe(input().getAttribute('aria-controls'));
    expect(screen.getByText('2 Vorschläge verfügbar. Mit den Pfeiltasten auswählen.')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().value).toBe(RETAIL.title);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(api.calls[0]).toEqual(['/resume/search-subcategory', undefined]);
  });

  it('closes the list with Escape and keeps the free text typed', async () => {
    mockApi({ '/resume/search-subcategory': () => ({ subCategory: [SELLER] }) });
    show();
    fireEvent.change(input(), { target: { value: 'Verkäuferin im Baumarkt' } });
    await screen.findByRole('option', { name: SELLER.title });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('option')).toBeNull();
    expect(input().value).toBe('Verkäuferin im Baumarkt');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('Verkäuferin im Baumarkt');
  });

  it('takes a title by pointer', async () => {
    mockApi({ '/resume/search-subcategory': () => ({ subCategory: [SELLER] }) });
    show();
    fireEvent.change(input(), { target: { value: 'Verk' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: SELLER.title }));
    expect(input().value).toBe(SELLER.title);
    expect(screen.queryByRole('option')).toBeNull();
  });
});
