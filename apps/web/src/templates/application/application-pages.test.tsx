import { cleanup, render, screen, within } from '@testing-library/react';
import { TEMPLATE_STYLE_NAMES } from '@vita/shared/constants';
import { type EnclosureLine, letterFieldsSchema } from '@vita/shared/contracts';
import { buildResumeDocument, type StoredResumeParts, sampleResumeParts } from '@vita/shared/resume';
import { describe, expect, it } from 'vitest';
import { enclosureDate } from './application-words';
import { AttachmentIndexPage, indexPages } from './attachment-index-page';
import { COVER_MAX_LISTED, CoverPage } from './cover-page';

const PHOTO =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGBgcHBwc=';
const NOW = new Date(2026, 10, 25);
const docOf = (parts: Partial<StoredResumeParts> = {}, styleName = 'styleTempOne') =>
  buildResumeDocument(
    { ...sampleResumeParts, ...parts, style: { ...sampleResumeParts.style, style_name: styleName } },
    { locale: 'de', now: NOW },
  );
const letter = letterFieldsSchema.parse({
  position: 'Leitung Nutzerforschung',
  recipient: { company: 'Stadtwerke Düsseldorf AG' },
});
const ENCLOSURES: EnclosureLine[] = [
  { title: 'Arbeitszeugnis Grünwerk Mobility GmbH', document_date: '2024-03-31' },
  { title: 'Masterzeugnis Universität der Künste', document_date: '2017-09-29' },
  { title: 'Zertifikat CPUX-F', document_date: '' },
];
const many = (count: number): EnclosureLine[] =>
  Array.from({ length: count }, (_, i) => ({
    title: `Zeugnis Nr. ${i + 1}`,
    document_date: `2025-01-0${(i % 9) + 1}`,
  }));

describe('Deckblatt', () => {
  it('names the applicant, the position and the employer from the letter, with contact and Anlagen', () => {
    render(<CoverPage resume={docOf()} letter={letter} enclosures={ENCLOSURES} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lena Schäfer' })).toBeTruthy();
    expect(screen.getByText('Bewerbung')).toBeTruthy();
    expect(screen.getByText('Leitung Nutzerforschung').textContent).toBe('als Leitung Nutzerforschung');
    expect(screen.getByText('bei Stadtwerke Düsseldorf AG')).toBeTruthy();
    expect(screen.getByText('Schönhauser Allee 112, 10437 Berlin')).toBeTruthy();
    expect(screen.getByText('+49 170 2345678 · lena.schaefer@example.de')).toBeTruthy();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anschreiben',
      'Lebenslauf',
      'Arbeitszeugnis Grünwerk Mobility GmbH',
      'Masterzeugnis Universität der Künste',
      'Zertifikat CPUX-F',
    ]);
  });

  it('without a letter: the newest job title, no employer, no Anschreiben', () => {
    render(<CoverPage resume={docOf()} letter={null} enclosures={[]} />);
    expect(screen.getByText('Senior-Produktdesignerin').textContent).toBe('als Senior-Produktdesignerin');
    expect(screen.queryByText(/^bei /)).toBeNull();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Lebenslauf']);
  });

  it('names the first Anlagen of a long list and points to the Anlagenverzeichnis', () => {
    render(<CoverPage resume={docOf()} letter={letter} enclosures={many(25)} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(COVER_MAX_LISTED + 1);
    expect(items.at(-1)?.textContent).toBe('… und 15 weitere (siehe Anlagenverzeichnis)');
  });

  describe.each(TEMPLATE_STYLE_NAMES)('in template %s', (styleName) => {
    it('is exactly one A4 page, with no empty photo frame when there is no photo', () => {
      const { container } = render(
        <CoverPage resume={docOf({ photo: null }, styleName)} letter={letter} enclosures={ENCLOSURES} />,
      );
      expect(container.querySelectorAll('.vt-page')).toHaveLength(1);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('[class*="photo"]')).toBeNull();
    });

    it('shows the photo when the template shows photos', () => {
      const { container } = render(
        <CoverPage resume={docOf({ photo: PHOTO }, styleName)} letter={letter} enclosures={ENCLOSURES} />,
      );
      const img = container.querySelector('img');
      const showsPhoto = !['styleTempTwo', 'styleTempFive', 'styleTempDBNine', 'styleTempDBTwelve'].includes(
        styleName,
      );
      expect(img !== null).toBe(showsPhoto);
      if (img) expect(img.getAttribute('alt')).toBe('Foto von Lena Schäfer');
    });
  });
});

describe('Anlagenverzeichnis', () => {
  it('numbers the Anlagen with German dates, umlauts intact', () => {
    render(<AttachmentIndexPage resume={docOf()} enclosures={ENCLOSURES} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Anlagenverzeichnis' })).toBeTruthy();
    const rows = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '1.Arbeitszeugnis Grünwerk Mobility GmbH31.03.2024',
      '2.Masterzeugnis Universität der Künste29.09.2017',
      '3.Zertifikat CPUX-F',
    ]);
  });

  it('says so when there are no Anlagen', () => {
    render(<AttachmentIndexPage resume={docOf()} enclosures={[]} />);
    expect(screen.getByText('Keine Anlagen')).toBeTruthy();
  });

  it('sets 25 Anlagen tighter on one page, and continues a longer list on a second, numbered on', () => {
    expect(indexPages(many(25))).toHaveLength(1);
    const { container } = render(<AttachmentIndexPage resume={docOf()} enclosures={many(25)} />);
    expect(container.querySelectorAll('.vt-page')).toHaveLength(1);
    expect(container.querySelector('.app-index--compact')).not.toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(25);
    cleanup();
    const long = many(40).map((line) => ({
      ...line,
      title: `${line.title} – Arbeitszeugnis mit ausführlicher Tätigkeitsbeschreibung`,
    }));
    const pages = indexPages(long);
    expect(pages.length).toBe(3);
    expect(pages.flat().map((row) => row.number)).toEqual(long.map((_, i) => i + 1));
    render(<AttachmentIndexPage resume={docOf()} enclosures={long} />);
    expect(screen.getAllByText('Anlagenverzeichnis (Fortsetzung)')).toHaveLength(2);
    expect(screen.getAllByRole('list')[1]?.getAttribute('start')).toBe(String((pages[0]?.length ?? 0) + 1));
  });

  it('writes dates as TT.MM.JJJJ and leaves other text alone', () => {
    expect(enclosureDate('2026-11-05')).toBe('05.11.2026');
    expect(enclosureDate('2026-11-05', 'en')).toBe('05/11/2026');
    expect(enclosureDate(' ')).toBe('');
    expect(enclosureDate('Sommer 2019')).toBe('Sommer 2019');
  });

  it('prints English words for an English resume', () => {
    const english = buildResumeDocument(sampleResumeParts, { locale: 'en', now: NOW });
    render(<AttachmentIndexPage resume={english} enclosures={ENCLOSURES} />);
    expect(screen.getByRole('heading', { level: 1, name: 'List of enclosures' })).toBeTruthy();
  });
});
