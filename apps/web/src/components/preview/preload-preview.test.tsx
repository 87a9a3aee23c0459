import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../../test/render-route';
import { LivePreview, preloadLivePreview } from './index';

const renderPreview = () =>
  render(
    <I18nextProvider i18n={testI18n}>
      <LivePreview />
    </I18nextProvider>,
  );

beforeAll(async () => {
  await testI18n.changeLanguage('de');
});

// Its own file: whether the preview's code is loaded is the module's state.
describe('LivePreview, loaded ahead', () => {
  it('shows its placeholder while its code loads, and the pages at once after preloadLivePreview', async () => {
    const first = renderPreview();
    expect(screen.getByText('Vorschau wird geladen …')).toBeTruthy();
    first.unmount();

    await preloadLivePreview();
    // No waiting: the first render already holds the resume (React would hold back content that
    // replaces a placeholder for up to 300 ms, which the final page paid on every visit).
    renderPreview();
    expect(screen.queryByText('Vorschau wird geladen …')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Lena Schäfer' })).toBeTruthy();
  });
});
