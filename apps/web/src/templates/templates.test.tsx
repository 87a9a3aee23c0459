import { render, screen, within } from '@testing-library/react';
import { TEMPLATE_STYLE_NAMES } from '@vita/shared/constants';
import {
  type ResumeDocument,
  type StoredResumeParts,
  sampleResumeParts,
  twoPageSampleParts,
} from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { docOf, EMPTY_PARTS, PHOTO } from '../test/template-fixtures';
import { ClassicPhoto } from './classic-photo/classic-photo';
import { ModernTwoColumn } from './modern-two-column/modern-two-column';
import { designFor, TEMPLATE_COMPONENTS, TEMPLATE_DESIGNS } from './registry';
import { restyled } from './shared/restyled';
import type { TemplateComponent } from './shared/template-types';

const TEMPLATES: [string, TemplateComponent][] = [
  ['classic-photo', ClassicPhoto],
  ['modern-two-column', ModernTwoColumn],
];

describe.each(TEMPLATES)('template %s', (_name, Template) => {
  const renderDoc = (doc: ResumeDocument) => render(<Template doc={doc} />).container;

  it('renders every section of the two-page sample with its German heading', () => {
    renderDoc(docOf(twoPageSampleParts));
    expect(screen.getByRole('heading', { level: 1, name: 'Lena Schäfer' })).toBeTruthy();
    for (const title of [
      'Profil',
      'Berufserfahrung',
      'Ausbildung',
      'Kenntnisse',
      'Sprachen',
      'Zertifikate',
      'Erfolge und Auszeichnungen',
      'Referenzen',
      'Weitere Informationen',
      'Links',
      'Hobbys',
      'Ehrenamt',
      'Veröffentlichungen',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title }), title).toBeTruthy();
  });

  it('shows dates as MM/YYYY, a current job as Aktuell, and umlauts intact', () => {
    const text = renderDoc(docOf(twoPageSampleParts)).textContent ?? '';
    expect(text).toContain('04/2021 – Aktuell');
    expect(text).toContain('10/2017 – 03/2021');
    expect(text).toContain('11/2015 – 09/2017');
    expect(text).toContain('Grünwerk Mobility GmbH');
    expect(text).toContain('Agentur Weißblau');
    expect(text).toContain('Spreeblick Medien GmbH & Co. KG');
    expect(text).toContain('Note: 1,3');
  });

  it('renders descriptions from blocks as lists, never as markup text', () => {
    const container = renderDoc(docOf(twoPageSampleParts));
    const item = screen.getByText(/Senkung der Abbruchquote im Bezahlvorgang um 18 %/);
    expect(item.closest('li')).toBeTruthy();
    expect(container.textContent).not.toMatch(/<\/?(ul|li|p)>/);
  });

  it('writes each language level beside its six bars', () => {
    const container = renderDoc(docOf(twoPageSampleParts));
    const english = screen.getByText('Englisch – C1');
    const bars = english.parentElement?.querySelectorAll('.vt-bars__bar') ?? [];
    expect(bars).toHaveLength(6);
    expect(english.parentElement?.querySelectorAll('.vt-bars__bar--on')).toHaveLength(5);
    expect(container.textContent).toContain('Deutsch – Muttersprache');
    expect(container.textContent).toContain('Französisch – B1');
  });

  it("ends with 'Ort, Datum' and the signature", () => {
    const container = renderDoc(docOf(twoPageSampleParts));
    const place = screen.getByText('Berlin, 22.11.2026');
    const signature = place.closest('.vt-signature');
    expect(signature && within(signature as HTMLElement).getByText('Lena Schäfer')).toBeTruthy();
    const blocks = container.querySelectorAll('[data-vt-flow="main"] [data-vt-block]');
    expect(blocks[blocks.length - 1]?.contains(place)).toBe(true);
  });

  it('links web addresses safely', () => {
    renderDoc(docOf(twoPageSampleParts));
    expect(screen.getByRole('link', { name: 'https://lena-schaefer.example.de' }).getAttribute('href')).toBe(
      'https://lena-schaefer.example.de/',
    );
  });

  it('shows no photo element without a photo, and the photo with a description when there is one', () => {
    const without = renderDoc(docOf(twoPageSampleParts));
    expect(without.querySelector('img')).toBeNull();
    renderDoc(docOf({ ...twoPageSampleParts, photo: PHOTO }));
    expect(screen.getByRole('img', { name: 'Foto von Lena Schäfer' }).getAttribute('src')).toBe(PHOTO);
  });

  it('leaves licence, marital status and social link out unless more options are on', () => {
    const heading = { ...sampleResumeParts.heading, moreOptions: false } as StoredResumeParts['heading'];
    const text = renderDoc(docOf({ ...sampleResumeParts, heading })).textContent ?? '';
    expect(text).not.toContain('Klasse B');
    expect(text).not.toContain('Familienstand');
    expect(text).not.toContain('linkedin.com/in/lena-schaefer');
    expect(text).toContain('14.03.1992 in Hamburg');
  });

  it('uses English headings and labels for an English document', () => {
    const text = renderDoc(docOf(twoPageSampleParts, 'en')).textContent ?? '';
    expect(text).toContain('Work experience');
    expect(text).toContain('04/2021 – Present');
    expect(screen.getByRole('heading', { level: 2, name: 'Education' })).toBeTruthy();
  });

  it('keeps line breaks and inline formatting of rich text', () => {
    const summary = { data: '<p>Erste Zeile<br>zweite <strong>fett</strong> und <em>kursiv</em></p>' };
    renderDoc(docOf({ ...sampleResumeParts, summary }));
    expect(screen.getByText('fett').tagName).toBe('B');
    expect(screen.getByText('kursiv').tagName).toBe('I');
    const paragraph = screen.getByText('fett').closest('p');
    expect(paragraph?.textContent).toBe('Erste Zeile\nzweite fett und kursiv');
  });
});

describe.each(Object.entries(TEMPLATE_DESIGNS))('design %s', (_style, Template) => {
  it('carries the formatting, colour and language as CSS variables and lang on its root', () => {
    const parts = restyled(sampleResumeParts, 'standout-ruby', {
      fontSize: 9,
      headingSize: 24,
      fontStyle: 'Times New Roman',
    });
    const { container } = render(<Template doc={docOf(parts)} />);
    const root = container.querySelector<HTMLElement>('.vt-document');
    expect(root?.style.getPropertyValue('--vt-body-size')).toBe('12px'); // 9 pt
    expect(root?.style.getPropertyValue('--vt-heading-size')).toBe('21.6px'); // 24 × 0.9
    expect(root?.style.getPropertyValue('--vt-colour')).toBe('#9b2335');
    expect(root?.style.getPropertyValue('--vt-font-family')).toContain('Tinos');
    expect(root?.getAttribute('lang')).toBe('de');
  });

  it('renders an empty resume on one page without failing', () => {
    const { container } = render(<Template doc={docOf(EMPTY_PARTS)} />);
    expect(container.querySelectorAll('[data-vt-page]')).toHaveLength(1);
    expect(container.querySelector('h1')).toBeNull();
  });
});

describe('template registry', () => {
  it('maps every style name to a template', () => {
    for (const name of TEMPLATE_STYLE_NAMES) expect(TEMPLATE_COMPONENTS[name], name).toBeTypeOf('function');
    expect(designFor('styleTempOne')).toBe(ClassicPhoto);
    expect(designFor('styleTempDBSix')).toBe(ModernTwoColumn);
  });

  it('renders an unknown name as the default template', () => {
    expect(designFor('noSuchStyle')).toBe(ClassicPhoto);
  });
});

describe('modern-two-column layout', () => {
  it('puts personal details, skills, languages, links and hobbies in the side column, contact under the name', () => {
    const container = render(<ModernTwoColumn doc={docOf(twoPageSampleParts)} />).container;
    const side = container.querySelector('[data-vt-flow="side"]');
    const main = container.querySelector('[data-vt-flow="main"]');
    const sideText = side?.textContent ?? '';
    for (const title of ['Persönliche Daten', 'Kenntnisse', 'Sprachen', 'Links', 'Hobbys'])
      expect(sideText).toContain(title);
    const mainText = main?.textContent ?? '';
    expect(mainText.indexOf('lena.schaefer@example.de')).toBeGreaterThan(mainText.indexOf('Lena Schäfer'));
    expect(mainText.indexOf('lena.schaefer@example.de')).toBeLessThan(mainText.indexOf('Profil'));
    expect(main?.textContent).toContain('Berufserfahrung');
    expect(sideText).not.toContain('Berufserfahrung');
  });

  it('follows a stored layout for what goes where', () => {
    const parts = {
      ...twoPageSampleParts,
      style: { ...twoPageSampleParts.style, layout: { main: [1, 2, 7, 3], side: [8, 6] } },
    };
    const container = render(<ModernTwoColumn doc={docOf(parts)} />).container;
    const sideText = container.querySelector('[data-vt-flow="side"]')?.textContent ?? '';
    const mainText = container.querySelector('[data-vt-flow="main"]')?.textContent ?? '';
    expect(sideText).toContain('Produktdesignerin mit über acht Jahren');
    expect(mainText).toContain('Kenntnisse');
    expect(mainText.indexOf('Kenntnisse')).toBeLessThan(mainText.indexOf('Berufserfahrung'));
  });
});
