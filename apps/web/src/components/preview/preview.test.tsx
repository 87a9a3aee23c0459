import { act, fireEvent, render, screen } from '@testing-library/react';
import { sampleResumeParts } from '@vita/shared/resume';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResumeStore } from '../../store/resume-store';
import { testI18n } from '../../test/render-route';
import LivePreview from './live-preview';
import { WizardWithPreview } from './wizard-with-preview';

const heading = { ...sampleResumeParts.heading, moreOptions: false } as NonNullable<
  typeof sampleResumeParts.heading
>;

function withI18n(element: React.ReactElement) {
  return render(<I18nextProvider i18n={testI18n}>{element}</I18nextProvider>);
}

function matchMediaReturning(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeAll(async () => {
  await testI18n.changeLanguage('de');
});
beforeEach(() => {
  useResumeStore.getState().reload();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('live preview', () => {
  it('shows the sample resume, marked as an example, until something is typed', () => {
    withI18n(<LivePreview />);
    expect(screen.getByText(/Beispiel – Ihre Angaben erscheinen hier/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Lena Schäfer' })).toBeTruthy();
  });

  it('follows every write to the local store', () => {
    withI18n(<LivePreview />);
    act(() => useResumeStore.getState().set('heading', { ...heading, fname: 'Jonas', lname: 'Weber' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Jonas Weber' })).toBeTruthy();
    expect(screen.queryByText(/Beispiel – Ihre Angaben/)).toBeNull();
    act(() => useResumeStore.getState().set('heading', { ...heading, fname: 'Jonas', lname: 'Weberß' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Jonas Weberß' })).toBeTruthy();
  });

  it('renders the chosen template and colour', () => {
    act(() => {
      useResumeStore.getState().set('heading', heading);
      useResumeStore.getState().set('templateStyleName', 'styleTempDBSix');
      useResumeStore.getState().set('templateColour', 'dark-green');
    });
    const { container } = withI18n(<LivePreview />);
    const root = container.querySelector<HTMLElement>('.vt-document');
    expect(root?.classList.contains('mtc')).toBe(true);
    expect(root?.style.getPropertyValue('--vt-colour')).toBe('#2e5e4e');
  });

  it('does not re-render the template when a key the resume is not built from changes', () => {
    act(() => useResumeStore.getState().set('heading', heading));
    const { container } = withI18n(<LivePreview />);
    const before = container.querySelector('h1');
    act(() => useResumeStore.getState().set('lastPath', '/resume'));
    expect(container.querySelector('h1')).toBe(before);
  });
});

describe('wizard with preview', () => {
  it('shows the preview beside the form from 1024 px', async () => {
    matchMediaReturning(true);
    withI18n(
      <WizardWithPreview>
        <form aria-label="Kontaktdaten" />
      </WizardWithPreview>,
    );
    expect(screen.getByRole('form', { name: 'Kontaktdaten' })).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: 'Vorschau Ihres Lebenslaufs' });
    expect(aside).toBeTruthy();
    expect(await screen.findByTestId('live-preview')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Vorschau/ })).toBeNull();
  });

  it("opens the preview in a dialog from the 'Vorschau' button on narrow screens", async () => {
    matchMediaReturning(false);
    withI18n(
      <WizardWithPreview>
        <form aria-label="Kontaktdaten" />
      </WizardWithPreview>,
    );
    expect(screen.queryByTestId('live-preview')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau' }));
    expect(await screen.findByTestId('live-preview')).toBeTruthy();
    // The document is inert: the scrolling body is the keyboard's way to scroll it (axe: scrollable-region-focusable).
    const body = screen.getByRole('region', { name: 'Vorschau Ihres Lebenslaufs' });
    expect(body.tabIndex).toBe(0);
    expect(body.contains(screen.getByTestId('live-preview'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau schließen' }));
    expect(screen.queryByTestId('live-preview')).toBeNull();
  });
});
