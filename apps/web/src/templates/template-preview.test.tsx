import { render, waitFor } from '@testing-library/react';
import { TEMPLATES } from '@vita/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TemplatePreview } from './template-preview';

/** A browser's observer for cards off screen: it never reports them as visible. */
class OffScreenObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', OffScreenObserver));
afterEach(() => vi.unstubAllGlobals());

describe('template thumbnails in the gallery and the final page’s panel', () => {
  it('shows all 12 templates as real pages, also the cards off screen: no sketch stays', async () => {
    // The template code loaded (as it does after the gallery's first paint).
    await import('./template-thumbnail');
    const { container } = render(
      <div>
        {TEMPLATES.map((template) => (
          <TemplatePreview key={template.id} styleName={template.styleName} colour="#1f4e79" />
        ))}
      </div>,
    );
    await waitFor(() => expect(container.querySelectorAll('.tp-real')).toHaveLength(12), { timeout: 20_000 });
    expect(TEMPLATES).toHaveLength(12);
    expect(container.querySelectorAll('.tp')).toHaveLength(0);
    for (const real of container.querySelectorAll('.tp-real')) {
      expect(real.textContent).toContain('Lena');
    }
  });
});
