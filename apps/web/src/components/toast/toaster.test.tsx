import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/render-route';
import { showToast, TOAST_DURATION_MS, useToastStore } from './toast-store';
import { Toaster } from './toaster';

const renderToaster = () =>
  render(
    <I18nextProvider i18n={testI18n}>
      <Toaster />
      <Toaster />
    </I18nextProvider>,
  );

beforeEach(async () => {
  await testI18n.changeLanguage('de');
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('announces an error at once and closes it after 2000 ms', () => {
    renderToaster();
    act(() => {
      showToast('Bitte füllen Sie die Felder aus', 'error');
    });
    expect(screen.getByRole('alert').textContent).toContain('Bitte füllen Sie die Felder aus');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.queryByText('Bitte füllen Sie die Felder aus')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Bitte füllen Sie die Felder aus')).toBeNull();
  });

  it('renders once when mounted twice, and shows a repeated message once', () => {
    renderToaster();
    act(() => {
      showToast('Gespeichert', 'success');
      showToast('Gespeichert', 'success');
    });
    expect(screen.getAllByText('Gespeichert')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Gespeichert');
  });

  it('stays while hovered and can be closed by its button', () => {
    renderToaster();
    act(() => {
      showToast('Hinweis');
    });
    const toast = screen.getByText('Hinweis').closest('li') as HTMLElement;
    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    });
    expect(screen.queryByText('Hinweis')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByText('Hinweis')).toBeNull();
  });
});
