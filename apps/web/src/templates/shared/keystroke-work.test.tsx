import { act, render } from '@testing-library/react';
import { buildResumeDocument, type StoredResumeParts, twoPageSampleParts } from '@vita/shared/resume';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { templateFor } from '../registry';
import { loadHyphenation } from './hyphenation';
import type { PageSlots } from './paged-document';

/**
 * The work of one keystroke in the live preview, counted (never timed): which blocks the page
 * renderer measures, which text the soft-hyphen resolution lays out, which DOM nodes change, and
 * how many words go through the hyphenation patterns. One keystroke may touch the block it
 * changed and nothing else. happy-dom has no layout engine: every block is 30 px tall and every
 * text one line, which is all the measuring code needs to run as in a browser.
 */

const wordCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('./hyphen-patterns', async (importOriginal) => {
  const original = await importOriginal<typeof import('./hyphen-patterns')>();
  return {
    ...original,
    wordHyphenator: (...args: Parameters<typeof original.wordHyphenator>) => {
      const hyphenateWord = original.wordHyphenator(...args);
      return (token: string, minWordLength: number) => {
        wordCalls.count += 1;
        return hyphenateWord(token, minWordLength);
      };
    },
  };
});

// The document's CSS variables (the colour's shades are searched for, not looked up) and the
// rendering of a piece of rich text (a paragraph, a bullet), counted per keystroke.
const work = vi.hoisted(() => ({ variables: 0, pieces: 0, pages: 0 }));
vi.mock('./format-vars', async (importOriginal) => {
  const original = await importOriginal<typeof import('./format-vars')>();
  return {
    ...original,
    templateVariables: (...args: Parameters<typeof original.templateVariables>) => {
      work.variables += 1;
      return original.templateVariables(...args);
    },
  };
});
vi.mock('./rich-text', async (importOriginal) => {
  const original = await importOriginal<typeof import('./rich-text')>();
  return {
    ...original,
    RichPiece: (props: Parameters<typeof original.RichPiece>[0]) => {
      work.pieces += 1;
      return original.RichPiece(props);
    },
  };
});

// Each page's frame (its flows, the folio), counted each time a page is rendered.
vi.mock('./template-pages', async (importOriginal) => {
  const original = await importOriginal<typeof import('./template-pages')>();
  const counted =
    <A extends unknown[]>(make: (...args: A) => (slots: PageSlots) => ReactNode) =>
    (...args: A) => {
      const renderPage = make(...args);
      return (slots: PageSlots) => {
        work.pages += 1;
        return renderPage(slots);
      };
    };
  return {
    ...original,
    oneColumnPage: counted(original.oneColumnPage),
    twoColumnPage: counted(original.twoColumnPage),
  };
});

const NOW = new Date(2026, 10, 22);

interface Touched {
  /** Block ids whose box was read by the page renderer. */
  measured: string[];
  /** Block ids whose text was laid out by the soft-hyphen resolution. */
  laidOut: string[];
  /** Block ids whose DOM changed (outside any block: "page"). */
  mutated: string[];
}

const blockOf = (node: Node | null): string => {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest<HTMLElement>('[data-vt-block]')?.dataset.vtBlock ?? 'page';
};

function countLayoutReads(touched: Touched) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-vt-page') ? 794 : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const element = this as HTMLElement;
    let [width, height] = [600, 30];
    if (element.hasAttribute('data-vt-page')) [width, height] = [794, 1123];
    else if (element.hasAttribute('data-vt-flow')) height = 1000;
    else touched.measured.push(blockOf(element));
    return DOMRect.fromRect({ x: 0, y: 0, width, height });
  });
  vi.spyOn(Range.prototype, 'getClientRects').mockImplementation(function (this: Range) {
    touched.laidOut.push(blockOf(this.startContainer));
    const rect = DOMRect.fromRect({ x: 0, y: 0, width: 10, height: 12 });
    return Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  });
}

const textByBlock = (container: HTMLElement) =>
  new Map(
    [...container.querySelectorAll<HTMLElement>('[data-vt-block]')].map((block) => [
      block.dataset.vtBlock ?? '',
      (block.textContent ?? '').replaceAll('\u00ad', ''),
    ]),
  );

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Renders `before`, types one key (renders `after`) and reports what that key touched. */
async function oneKeystroke(style: string, before: StoredResumeParts, after: StoredResumeParts) {
  const touched: Touched = { measured: [], laidOut: [], mutated: [] };
  countLayoutReads(touched);
  const docOf = (parts: StoredResumeParts) =>
    buildResumeDocument(
      { ...parts, style: { ...parts.style, style_name: style } },
      { locale: 'de', now: NOW },
    );
  const Template = templateFor(style);
  const view = render(<Template doc={docOf(before)} />);
  await settle();
  const textBefore = textByBlock(view.container);
  touched.measured.length = 0;
  touched.laidOut.length = 0;
  wordCalls.count = 0;
  work.variables = 0;
  work.pieces = 0;
  work.pages = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records) touched.mutated.push(blockOf(record.target));
  });
  observer.observe(view.container, { subtree: true, childList: true, characterData: true, attributes: true });
  view.rerender(<Template doc={docOf(after)} />);
  await settle();
  observer.disconnect();
  const textAfter = textByBlock(view.container);
  const changed = [...textAfter.keys()].filter((id) => textBefore.get(id) !== textAfter.get(id));
  return {
    touched,
    changed,
    words: wordCalls.count,
    variables: work.variables,
    pieces: work.pieces,
    pages: work.pages,
  };
}

function withStreet(street: string): StoredResumeParts {
  const { heading } = twoPageSampleParts;
  if (!heading) throw new Error('the sample has a heading');
  return { ...twoPageSampleParts, heading: { ...heading, street } };
}

/** The first job's description with `letters` typed at the end of its first bullet. */
const withDescriptionEnd = (letters: string): StoredResumeParts => ({
  ...twoPageSampleParts,
  work: twoPageSampleParts.work.map((job, index) =>
    index === 0 ? { ...job, workDescription: job.workDescription.replace('</p>', `${letters}</p>`) } : job,
  ),
});

const only = (ids: readonly string[]) => [...new Set(ids)].sort();

beforeAll(async () => {
  await loadHyphenation('de');
});

afterEach(() => {
  vi.restoreAllMocks();
});

// A word per template that the resume has nowhere else: its hyphenation is not remembered yet.
describe.each([
  ['classic', 'styleTempOne', 'Projektleitung'],
  ['modern two-column', 'styleTempDBSix', 'Qualitätssicherung'],
])('one keystroke in the live preview (%s)', (_name, style, word) => {
  it('in the street field measures, lays out and changes the header block only', async () => {
    const { touched, changed, variables, pieces, pages } = await oneKeystroke(
      style,
      withStreet('Lindenallee 1'),
      withStreet('Lindenallee 12'),
    );
    expect(changed).toHaveLength(1);
    expect(only(touched.measured)).toEqual(changed);
    expect(only(touched.laidOut).filter((id) => !changed.includes(id))).toEqual([]);
    expect(only(touched.mutated)).toEqual(changed);
    // The formatting is as it was: its CSS variables are not derived again.
    expect(variables).toBe(0);
    // No description, summary or skill is rendered again: the header has no rich text.
    expect(pieces).toBe(0);
    // The first page holds the header; the other pages are not rendered again.
    expect(pages).toBe(1);
  });

  it('in a work description measures, lays out and hyphenates the changed block only', async () => {
    const { touched, changed, words, variables, pieces, pages } = await oneKeystroke(
      style,
      withDescriptionEnd(` ${word.slice(0, -1)}`),
      withDescriptionEnd(` ${word}`),
    );
    expect(changed).toHaveLength(1);
    expect(only(touched.measured)).toEqual(changed);
    expect(only(touched.laidOut)).toEqual(changed);
    expect(only(touched.mutated)).toEqual(changed);
    // The one word that is new; every other word's hyphenation is remembered.
    expect(words).toBe(1);
    expect(variables).toBe(0);
    // The typed bullet is the one piece of rich text React renders again.
    expect(pieces).toBe(1);
    expect(pages).toBe(1);
  });
});

describe('pages left as they were by a keystroke', () => {
  it('still show a new name in the folio of every page', async () => {
    const { heading } = twoPageSampleParts;
    if (!heading) throw new Error('the sample has a heading');
    const withLastName = (lname: string) => ({ ...twoPageSampleParts, heading: { ...heading, lname } });
    const folios = (container: HTMLElement) =>
      [...container.querySelectorAll('[data-vt-page] .cp-folio')].map((folio) => folio.textContent ?? '');
    countLayoutReads({ measured: [], laidOut: [], mutated: [] });
    const docOf = (parts: StoredResumeParts) =>
      buildResumeDocument(
        { ...parts, style: { ...parts.style, style_name: 'styleTempOne' } },
        { locale: 'de', now: NOW },
      );
    const Template = templateFor('styleTempOne');
    const view = render(<Template doc={docOf(withLastName('Berg'))} />);
    await settle();
    expect(folios(view.container).length).toBeGreaterThan(1);
    view.rerender(<Template doc={docOf(withLastName('Bergmann'))} />);
    await settle();
    const after = folios(view.container);
    expect(after.length).toBeGreaterThan(1);
    for (const folio of after) expect(folio).toContain('Bergmann');
  });
});
