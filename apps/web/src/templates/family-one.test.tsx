import { render, screen } from '@testing-library/react';
import { type ResumeDocument, sampleResumeParts, twoPageSampleParts } from '@vita/shared/resume';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docOf, fakeTemplateLayout, PHOTO, textsOf } from '../test/template-fixtures';
import { AccentBar } from './accent-bar/accent-bar';
import { ColumnRule } from './column-rule/column-rule';
import { FAMILY_ONE_PHOTO } from './family-one';
import { initialsOf, Monogram } from './monogram/monogram';
import { designFor } from './registry';
import type { TemplateComponent } from './shared/template-types';
import { StripeTimeline } from './stripe-timeline/stripe-timeline';

const TEMPLATES: [style: string, name: string, Template: TemplateComponent, photo: boolean][] = [
  ['styleTempTwo', 'column-rule', ColumnRule, false],
  ['styleTempThree', 'accent-bar', AccentBar, true],
  ['styleTempFour', 'monogram', Monogram, true],
  ['styleTempFive', 'stripe-timeline', StripeTimeline, false],
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(TEMPLATES)('%s (%s)', (style, _name, Template, photo) => {
  const renderDoc = (doc: ResumeDocument) => render(<Template doc={doc} />).container;

  it('is the component the style name renders', () => {
    expect(designFor(style)).toBe(Template);
  });

  it('shows every text of the two-page sample, the name as the page title', () => {
    const doc = docOf(twoPageSampleParts);
    const text = renderDoc(doc).textContent ?? '';
    expect(screen.getByRole('heading', { level: 1, name: 'Lena Schäfer' })).toBeTruthy();
    const missing = textsOf(doc).filter((item) => !text.includes(item));
    expect(missing).toEqual([]);
    expect(textsOf(doc).length).toBeGreaterThan(70);
  });

  it('heads every section with its title in a wrapper carrying the section id', () => {
    const doc = docOf(twoPageSampleParts);
    const container = renderDoc(doc);
    for (const section of doc.sections) {
      const wrapper = container.querySelector(`.vt-section-head[data-section-id="${section.id}"]`);
      expect(wrapper?.querySelector('h2')?.textContent, section.title).toBe(section.title);
    }
    expect(container.querySelector('.vt-section-head[data-section-id="1"] h2')?.textContent).toBe(
      'Persönliche Daten',
    );
  });

  it('writes dates as MM/YYYY in the date column, a current job as Aktuell', () => {
    const text = renderDoc(docOf(twoPageSampleParts)).textContent ?? '';
    expect(text).toContain('04/2021 – Aktuell');
    expect(text).toContain('10/2017 – 03/2021');
    expect(text).toContain('11/2015 – 09/2017');
    expect(text).toContain('10/2011 – 07/2015');
    const dates = screen.getByText('04/2021 – Aktuell');
    // The first cell of the entry's row: left of the job title.
    expect(dates.parentElement?.firstElementChild).toBe(dates);
    expect(dates.parentElement?.textContent).toContain('Senior-Produktdesignerin');
  });

  it('uses English headings, labels and "Present" for an English document', () => {
    const text = renderDoc(docOf(twoPageSampleParts, 'en')).textContent ?? '';
    expect(text).toContain('04/2021 – Present');
    expect(screen.getByRole('heading', { level: 2, name: 'Work experience' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Education' })).toBeTruthy();
    expect(text).not.toContain('Berufserfahrung');
  });

  it('writes each language level as text beside its bars', () => {
    renderDoc(docOf(twoPageSampleParts));
    const english = screen.getByText('Englisch – C1');
    expect(english.parentElement?.querySelectorAll('.vt-bars__bar--on')).toHaveLength(5);
    expect(screen.getByText('Deutsch – Muttersprache')).toBeTruthy();
    expect(screen.getByText('Französisch – B1')).toBeTruthy();
  });

  it("ends with 'Ort, Datum' and the signature", () => {
    const container = renderDoc(docOf(twoPageSampleParts));
    const place = screen.getByText('Berlin, 22.11.2026');
    const blocks = container.querySelectorAll('[data-vt-flow="main"] [data-vt-block]');
    expect(blocks[blocks.length - 1]?.contains(place)).toBe(true);
    expect(place.closest('.vt-signature')?.textContent).toContain('Lena Schäfer');
  });

  it(photo ? 'shows the photo top right when there is one' : 'never shows a photo', () => {
    const without = renderDoc(docOf(twoPageSampleParts));
    expect(without.querySelector('img')).toBeNull();
    const withPhoto = renderDoc(docOf({ ...twoPageSampleParts, photo: PHOTO }));
    const img = withPhoto.querySelector('header img');
    if (photo) {
      expect(screen.getByRole('img', { name: 'Foto von Lena Schäfer' }).getAttribute('src')).toBe(PHOTO);
      // After the name in the header: on the right in the layout, and read after the name.
      expect(img?.previousElementSibling?.textContent).toContain('Lena Schäfer');
    } else {
      expect(img).toBeNull();
      expect(withPhoto.querySelector('img')).toBeNull();
    }
    expect(FAMILY_ONE_PHOTO.has(style)).toBe(photo);
  });

  it('follows the layout order of the sections', () => {
    const parts = {
      ...sampleResumeParts,
      style: { ...sampleResumeParts.style, layout: { main: [1, 2, 3, 7, 6, 8], side: [] } },
    };
    renderDoc(docOf(parts));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Persönliche Daten',
      'Kenntnisse',
      'Ausbildung',
      'Berufserfahrung',
      'Profil',
      'Sprachen',
      'Zertifikate',
      'Hobbys',
    ]);
  });

  it("paginates the two-page sample onto several A4 pages, an entry's head always with its first line", () => {
    fakeTemplateLayout((length) => 24 * Math.max(1, Math.ceil(length / 60)), 794);
    const container = renderDoc(docOf(twoPageSampleParts));
    const pages = [...container.querySelectorAll('[data-vt-page]')];
    expect(pages.length).toBeGreaterThan(1);
    const pagesOfEntry = new Map<string, number[]>();
    pages.forEach((page, index) => {
      for (const block of page.querySelectorAll<HTMLElement>('[data-vt-block]')) {
        const group = (block.dataset.vtBlock ?? '').split('/')[0] ?? '';
        if (/-e\d+$/.test(group)) pagesOfEntry.set(group, [...(pagesOfEntry.get(group) ?? []), index]);
      }
    });
    // Four jobs and two degrees; one continues on the next page only after its first line.
    expect(pagesOfEntry.size).toBe(6);
    for (const [entry, onPages] of pagesOfEntry) {
      expect(onPages[1] ?? onPages[0], entry).toBe(onPages[0]);
      expect([...onPages].sort(), entry).toEqual(onPages);
    }
    expect(pages[1]?.querySelector('[class$="-folio"]')?.textContent).toBe(
      `Lena Schäfer · Seite 2 von ${pages.length}`,
    );
  });
});

describe('monogram initials', () => {
  it('takes the first letters of first and last name, or of the full name', () => {
    expect(initialsOf({ firstName: 'Lena', lastName: 'Schäfer', fullName: 'Lena Schäfer' })).toBe('LS');
    expect(initialsOf({ firstName: 'özge', lastName: 'Ünal', fullName: 'özge Ünal' })).toBe('ÖÜ');
    expect(initialsOf({ firstName: '', lastName: '', fullName: 'Anna Maria Roth' })).toBe('AR');
    expect(initialsOf({ firstName: '', lastName: '', fullName: 'Anna' })).toBe('A');
    expect(initialsOf({ firstName: '', lastName: '', fullName: '' })).toBe('');
  });
});
