import { render, screen, within } from '@testing-library/react';
import {
  type ResumeDocument,
  type StoredResumeParts,
  sampleResumeParts,
  twoPageSampleParts,
} from '@vita/shared/resume';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docOf, fakeTemplateLayout, PHOTO, textsOf } from '../test/template-fixtures';
import { BannerHeader } from './banner-header/banner-header';
import { CenteredClassic } from './centered-classic/centered-classic';
import { FAMILY_TWO, FAMILY_TWO_PHOTO, FAMILY_TWO_TWO_COLUMN } from './family-two';
import { HeadingBars } from './heading-bars/heading-bars';
import { MinimalLines } from './minimal-lines/minimal-lines';
import { ModernTwoColumn } from './modern-two-column/modern-two-column';
import { designFor, templateColumns } from './registry';
import type { TemplateComponent } from './shared/template-types';
import { SidebarRightPhoto } from './sidebar-right-photo/sidebar-right-photo';
import { Timeline } from './timeline/timeline';

/** Style name, component, whether the design shows a photo, its columns. */
const NEW_TEMPLATES: [string, TemplateComponent, boolean, 1 | 2][] = [
  ['styleTempDBSeven', SidebarRightPhoto, true, 2],
  ['styleTempDBEight', BannerHeader, true, 1],
  ['styleTempDBNine', MinimalLines, false, 1],
  ['styleTempDBTen', Timeline, true, 1],
  ['styleTempDBEleven', HeadingBars, true, 1],
  ['styleTempDBTwelve', CenteredClassic, false, 1],
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(NEW_TEMPLATES)('family two: %s', (styleName, Template, withPhoto, columns) => {
  const renderDoc = (doc: ResumeDocument) => render(<Template doc={doc} />).container;

  it('is the component the registry renders for the style name, with its columns', () => {
    expect(FAMILY_TWO[styleName as keyof typeof FAMILY_TWO]).toBe(Template);
    expect(designFor(styleName)).toBe(Template);
    expect(templateColumns(styleName)).toBe(columns);
    expect(FAMILY_TWO_PHOTO.has(styleName)).toBe(withPhoto);
  });

  it('shows every text of the sample and of the two-page sample', () => {
    for (const parts of [sampleResumeParts, twoPageSampleParts]) {
      const doc = docOf(parts);
      const text = renderDoc(doc).textContent ?? '';
      const missing = textsOf(doc).filter((item) => !text.includes(item));
      expect(missing).toEqual([]);
    }
  });

  it('writes dates as MM/YYYY in their own column, a current job as Aktuell', () => {
    const container = renderDoc(docOf(twoPageSampleParts));
    const dates = [...container.querySelectorAll('[class$="-when"]')].map((cell) => cell.textContent);
    expect(dates).toContain('04/2021 – Aktuell');
    expect(dates).toContain('10/2017 – 03/2021');
    for (const date of dates.filter((d) => /\d/.test(d ?? '')))
      expect(date).toMatch(/^(\d{2}\/\d{4}( – (\d{2}\/\d{4}|Aktuell))?)$/);
  });

  it('writes each language level as text beside its bars', () => {
    renderDoc(docOf(twoPageSampleParts));
    const english = screen.getByText('Englisch – C1');
    expect(english.parentElement?.querySelectorAll('.vt-bars__bar--on')).toHaveLength(5);
    expect(screen.getByText('Deutsch – Muttersprache')).toBeTruthy();
  });

  it(`${withPhoto ? 'shows' : 'leaves out'} the photo`, () => {
    renderDoc(docOf({ ...twoPageSampleParts, photo: PHOTO }));
    const photo = screen.queryByRole('img', { name: 'Foto von Lena Schäfer' });
    if (withPhoto) expect(photo?.getAttribute('src')).toBe(PHOTO);
    else expect(photo).toBeNull();
  });

  it("ends the main column with 'Ort, Datum' and the signature", () => {
    const container = renderDoc(docOf(twoPageSampleParts));
    const place = screen.getByText('Berlin, 22.11.2026');
    expect(within(place.closest('.vt-signature') as HTMLElement).getByText('Lena Schäfer')).toBeTruthy();
    const blocks = container.querySelectorAll('[data-vt-flow="main"] [data-vt-block]');
    expect(blocks[blocks.length - 1]?.contains(place)).toBe(true);
  });

  it('marks every section heading with its final-page section id', () => {
    const doc = docOf(twoPageSampleParts);
    const container = renderDoc(doc);
    for (const section of doc.sections) {
      const marked = container.querySelector(`.vt-section-head[data-section-id="${section.id}"]`);
      expect(marked?.textContent, section.title).toContain(section.title);
    }
    // The heading (1): the personal details, or the side column's contact block.
    expect(container.querySelector('.vt-section-head[data-section-id="1"]')?.textContent).toMatch(
      /^(Persönliche Daten|Kontakt)/,
    );
    expect(container.querySelector('.vt-header[data-section-id="1"]')?.textContent).toContain('Lena Schäfer');
  });

  it("paginates the two-page sample onto several A4 pages, an entry's head always with its first line", () => {
    fakeTemplateLayout((length) => 24 + 24 * Math.ceil(length / 70), 600);
    const container = renderDoc(docOf(twoPageSampleParts));
    const pages = container.querySelectorAll('[data-vt-page]');
    expect(pages.length).toBeGreaterThan(1);
    const pagesOfEntry = new Map<string, number[]>();
    pages.forEach((page, index) => {
      for (const block of page.querySelectorAll<HTMLElement>('[data-vt-block]')) {
        const entry = /^(.*-e\d+)\//.exec(block.dataset.vtBlock ?? '')?.[1];
        if (entry) pagesOfEntry.set(entry, [...(pagesOfEntry.get(entry) ?? []), index]);
      }
    });
    expect(pagesOfEntry.size).toBeGreaterThan(5);
    for (const [entry, onPages] of pagesOfEntry) {
      expect(onPages[1] ?? onPages[0], entry).toBe(onPages[0]);
      expect([...onPages].sort(), entry).toEqual(onPages);
    }
    expect(pages[1]?.textContent).toContain('Seite 2 von');
  });
});

describe('family two', () => {
  it('has exactly two two-column templates: modern-two-column and sidebar-right-photo', () => {
    expect([...FAMILY_TWO_TWO_COLUMN].sort()).toEqual(['styleTempDBSeven', 'styleTempDBSix']);
    expect(designFor('styleTempDBSix')).toBe(ModernTwoColumn);
  });

  it('gives every style name of the family its own design', () => {
    expect(new Set(Object.values(FAMILY_TWO)).size).toBe(7);
  });
});

describe('sidebar-right-photo columns', () => {
  const columnsOf = (parts: StoredResumeParts) => {
    const container = render(<SidebarRightPhoto doc={docOf(parts)} />).container;
    return {
      main: container.querySelector('[data-vt-flow="main"]')?.textContent ?? '',
      side: container.querySelector('[data-vt-flow="side"]')?.textContent ?? '',
    };
  };

  it('puts photo, personal details, skills, languages, links and hobbies in the side column by default', () => {
    const { main, side } = columnsOf({ ...twoPageSampleParts, photo: PHOTO });
    for (const title of ['Persönliche Daten', 'Kenntnisse', 'Sprachen', 'Links', 'Hobbys'])
      expect(side).toContain(title);
    expect(side).toContain('14.03.1992 in Hamburg');
    // Address, phone and e-mail under the name: the first words an applicant-tracking system reads.
    expect(main.indexOf('+49 170 2345678')).toBeGreaterThan(main.indexOf('Lena Schäfer'));
    expect(main.indexOf('+49 170 2345678')).toBeLessThan(main.indexOf('Profil'));
    expect(side).not.toContain('+49 170 2345678');
    expect(main).toContain('Berufserfahrung');
    expect(side).not.toContain('Berufserfahrung');
    expect(
      screen.getByRole('img', { name: 'Foto von Lena Schäfer' }).closest('[data-vt-flow="side"]'),
    ).toBeTruthy();
  });

  it('follows a stored layout: a section moved to the side column renders there, in order', () => {
    const parts = {
      ...twoPageSampleParts,
      style: { ...twoPageSampleParts.style, layout: { main: [1, 2, 7, 3], side: [8, 12, 6] } },
    };
    const { main, side } = columnsOf(parts);
    expect(side).toContain('Zertifikate');
    expect(side).toContain('Produktdesignerin mit über acht Jahren');
    expect(side.indexOf('Sprachen')).toBeLessThan(side.indexOf('Zertifikate'));
    expect(main).not.toContain('Zertifikate');
    expect(main.indexOf('Kenntnisse')).toBeLessThan(main.indexOf('Berufserfahrung'));
  });
});
