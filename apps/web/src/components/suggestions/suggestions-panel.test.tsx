import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CatalogueItem } from '@vita/shared';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/render-route';
import { containedItemIds } from './contained';
import { SuggestionsPanel } from './suggestions-panel';

const item = (id: number, description: string, recommended: 0 | 1 = 0): CatalogueItem => ({
  id,
  title: description,
  description,
  recommended,
});
const ITEMS = [item(1, 'Abschluss mit Auszeichnung', 1), item(2, 'Auslandssemester in Lyon')];
const INFORMATIK = { id: 110, title: 'Fachinformatiker/Fachinformatikerin' };
const PFLEGE = { id: 310, title: 'Fachkrankenpfleger/Fachkrankenschwester' };

type Handler = (url: string, body: Record<string, unknown> | undefined) => unknown;
let calls: { url: string; body: Record<string, unknown> | undefined }[] = [];

function mockApi(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ url, body });
      const answer = handler(url, body);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify({ status: 200, message: 'OK', ...(answer as object) }), {
        status: 200,
      });
    }),
  );
}

const catalogue: Handler = (url, body) => {
  if (url.endsWith('/popular-sub-category'))
    return { popular_sub_categories: body?.sub_category_title === 'Informatik' ? [INFORMATIK] : [] };
  if (url.endsWith('/sub-category')) return { sub_categories: body?.search === 'Pflege' ? [PFLEGE] : [] };
  if (url.endsWith('/listings')) return { listings: body?.sub_category_id === 110 ? ITEMS : [] };
  throw new Error(`unexpected ${url}`);
};

function renderPanel(props: Partial<Parameters<typeof SuggestionsPanel>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onAdd = vi.fn();
  render(
    <I18nextProvider i18n={testI18n}>
      <QueryClientProvider client={client}>
        <SuggestionsPanel categoryId={6} titles={['Informatik']} html="" onAdd={onAdd} {...props} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onAdd };
}

beforeEach(async () => {
  await testI18n.changeLanguage('de');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Types into the profile search and lets its debounce run out. */
async function searchProfile(text: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.change(screen.getByLabelText('Nach einem anderen Berufsprofil suchen'), {
    target: { value: text },
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(350);
  });
}

describe('suggestions panel', () => {
  it('finds the job profile for the title and lists its phrases with the recommended badge', async () => {
    mockApi(catalogue);
    renderPanel();
    expect(await screen.findByText('Abschluss mit Auszeichnung')).toBeTruthy();
    expect(screen.getByText('Auslandssemester in Lyon')).toBeTruthy();
    expect(screen.getAllByText('Empfohlen')).toHaveLength(1);
    expect((screen.getByLabelText('Berufsprofil') as HTMLSelectElement).value).toBe('110');
    expect(calls[0]?.body).toEqual({ category_id: 6, sub_category_title: 'Informatik' });
    expect(calls.at(-1)?.body).toEqual({ category_id: 6, sub_category_id: 110 });
  });

  it('adds a phrase with its button', async () => {
    mockApi(catalogue);
    const { onAdd } = renderPanel();
    const buttons = await screen.findAllByRole('button', { name: /Hinzufügen/ });
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onAdd).toHaveBeenCalledWith(ITEMS[1]);
    expect(screen.getByText('„Auslandssemester in Lyon“ wurde hinzugefügt.')).toBeTruthy();
  });

  it('marks phrases the text already contains as added and does not add them twice', async () => {
    mockApi(catalogue);
    const { onAdd } = renderPanel({
      html: '<ul><li><p><strong>Abschluss</strong> mit Auszeichnung.</p></li></ul>',
    });
    const added = await screen.findByRole('button', { name: /Hinzugefügt/ });
    expect(added.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(added);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: /Hinzufügen/ })).toHaveLength(1);
  });

  it('falls back to the next title, then offers the common profiles and says so', async () => {
    mockApi((url, body) => {
      if (url.endsWith('/popular-sub-category'))
        return { popular_sub_categories: body?.sub_category_title === '' ? [PFLEGE] : [] };
      return catalogue(url, body);
    });
    renderPanel({ titles: ['Quantenphysik', ' ', 'Zauberei'] });
    expect(
      await screen.findByText(
        'Für „Quantenphysik“ haben wir keine passenden Vorschläge. Welcher Beruf passt am besten?',
      ),
    ).toBeTruthy();
    expect(calls.map((c) => c.body?.sub_category_title).slice(0, 3)).toEqual([
      'Quantenphysik',
      'Zauberei',
      '',
    ]);
  });

  describe('a title that names no profile', () => {
    const NURSING = [
      item(31, 'Leitung eines Wohnbereichs mit 30 Bewohnerinnen', 1),
      item(32, 'Pflegedokumentation'),
    ];
    const nursingFallback: Handler = (url, body) => {
      if (url.endsWith('/popular-sub-category'))
        return { popular_sub_categories: body?.sub_category_title === '' ? [PFLEGE, INFORMATIK] : [] };
      if (url.endsWith('/listings'))
        return { listings: body?.sub_category_id === PFLEGE.id ? NURSING : ITEMS };
      return catalogue(url, body);
    };

    it('never shows another job’s phrases or marks them recommended', async () => {
      mockApi(nursingFallback);
      renderPanel({ titles: ['Stellvertretende Filialleiterin'] });
      expect(await screen.findByText(/Welcher Beruf passt am besten\?/)).toBeTruthy();
      const select = screen.getByLabelText('Berufsprofil') as HTMLSelectElement;
      expect(select.value).toBe('');
      expect(screen.getByRole('option', { name: 'Beruf wählen …' })).toBeTruthy();
      expect(screen.queryByText(/Wohnbereichs/)).toBeNull();
      expect(screen.queryByText('Empfohlen')).toBeNull();
      expect(calls.some((c) => c.url.endsWith('/listings'))).toBe(false);
    });

    it('shows the phrases of the profile the visitor then chooses', async () => {
      mockApi(nursingFallback);
      renderPanel({ titles: ['Stellvertretende Filialleiterin'] });
      const select = (await screen.findByLabelText('Berufsprofil')) as HTMLSelectElement;
      await screen.findByRole('option', { name: 'Beruf wählen …' });
      fireEvent.change(select, { target: { value: String(INFORMATIK.id) } });
      expect(await screen.findByText('Abschluss mit Auszeichnung')).toBeTruthy();
      expect(screen.queryByText(/haben wir keine passenden Vorschläge/)).toBeNull();
    });

    it('says so in English', async () => {
      await testI18n.changeLanguage('en');
      mockApi(nursingFallback);
      renderPanel({ titles: ['Staplerfahrer'] });
      expect(
        await screen.findByText(
          'We have no suggestions that fit “Staplerfahrer”. Which occupation fits best?',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('option', { name: 'Choose an occupation …' })).toBeTruthy();
    });
  });

  it("shows 'no suggestions' for a profile without phrases", async () => {
    mockApi((url, body) => (url.endsWith('/listings') ? { listings: [] } : catalogue(url, body)));
    renderPanel();
    expect(await screen.findByText('Für dieses Berufsprofil wurden keine Vorschläge gefunden.')).toBeTruthy();
  });

  it("says 'No data found for this job profile' in English", async () => {
    await testI18n.changeLanguage('en');
    mockApi((url, body) => (url.endsWith('/listings') ? { listings: [] } : catalogue(url, body)));
    renderPanel();
    expect(await screen.findByText('No data found for this job profile')).toBeTruthy();
  });

  it('searches another profile for education through sub-category (category 6 is not searchable)', async () => {
    mockApi(catalogue);
    renderPanel();
    await screen.findByText('Abschluss mit Auszeichnung');
    await searchProfile('Pflege');
    await waitFor(() =>
      expect((screen.getByLabelText('Berufsprofil') as HTMLSelectElement).value).toBe(String(PFLEGE.id)),
    );
    expect(calls.some((c) => c.url.endsWith('/sub-category') && c.body?.search === 'Pflege')).toBe(true);
    expect(await screen.findByText('Für dieses Berufsprofil wurden keine Vorschläge gefunden.')).toBeTruthy();
  });

  it('searches skills through search-subcategory', async () => {
    mockApi((url) => {
      if (url.includes('/search-subcategory')) return { subCategory: [PFLEGE] };
      if (url.endsWith('/popular-sub-category')) return { popular_sub_categories: [INFORMATIK] };
      return { listings: [] };
    });
    renderPanel({ categoryId: 4 });
    await screen.findByText('Für dieses Berufsprofil wurden keine Vorschläge gefunden.');
    await searchProfile('Pflege');
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('/search-subcategory?category_id=4&search=Pflege'))).toBe(true),
    );
  });

  it('shows an error with a retry that loads the phrases again', async () => {
    let fail = true;
    mockApi((url, body) => {
      if (url.endsWith('/listings') && fail)
        return new Response(JSON.stringify({ status: 503, message: 'Datenbank nicht erreichbar.' }), {
          status: 503,
        });
      return catalogue(url, body);
    });
    renderPanel();
    expect(await screen.findByText('Die Vorschläge konnten nicht geladen werden.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Abschluss mit Auszeichnung')).toBeTruthy();
  });

  it('marks a skill as added only when the text has it as a whole word, not inside a compound', async () => {
    const skills = [item(41, 'Wareneingang'), item(42, 'Inventur'), item(43, 'Kassenführung')];
    mockApi((url, body) => (url.endsWith('/listings') ? { listings: skills } : catalogue(url, body)));
    renderPanel({
      categoryId: 4,
      html: '<ul><li>Geringere Inventurdifferenzen durch sorgfältigere Wareneingangskontrolle</li><li>Kassenführung</li></ul>',
    });
    await screen.findByText('Wareneingang');
    const buttonOf = (text: string) =>
      screen
        .getAllByRole('button')
        .find((b) => b.getAttribute('aria-describedby') === screen.getByText(text).id);
    expect(buttonOf('Wareneingang')?.textContent).toBe('+Hinzufügen');
    expect(buttonOf('Wareneingang')?.getAttribute('aria-disabled')).toBeNull();
    expect(buttonOf('Inventur')?.textContent).toBe('+Hinzufügen');
    expect(buttonOf('Kassenführung')?.textContent).toBe('✓Hinzugefügt');
  });

  it('shows a loading state while the phrases load', async () => {
    mockApi(catalogue);
    renderPanel();
    expect(await screen.findByText(/werden geladen/)).toBeTruthy();
    await screen.findByText('Abschluss mit Auszeichnung');
  });
});

describe('contained items', () => {
  it('returns the ids of the phrases the text contains', () => {
    expect(containedItemIds('<p>auslandssemester in lyon</p>', ITEMS)).toEqual(new Set([2]));
  });

  // Umlauts and ß are letters of a word (JavaScript's \b counts them as boundaries).
  it.each([
    ['Planung', false],
    ['Einkauf', false],
    ['Lager', false],
    ['Übergabe', false],
    ['Menüplanung', true],
    ['Großeinkauf', true],
    ['Lagerübergabe', true],
  ])('finds %s in "Menüplanung, Großeinkauf und Lagerübergabe": %s', (skill, contained) => {
    const html = '<ul><li>Menüplanung, Großeinkauf und Lagerübergabe</li></ul>';
    expect(containedItemIds(html, [item(1, skill)]).has(1)).toBe(contained);
  });
});
