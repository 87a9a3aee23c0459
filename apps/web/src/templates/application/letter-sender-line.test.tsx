import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { letterFieldsSchema } from '@vita/shared/contracts';
import { buildResumeDocument, EMPTY_HEADING, sampleResumeParts } from '@vita/shared/resume';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LetterPage } from '../../letters/letter-page';

const NOW = new Date(2026, 10, 25);
const doc = buildResumeDocument(
  {
    ...sampleResumeParts,
    heading: {
      ...EMPTY_HEADING,
      ...sampleResumeParts.heading,
      fname: 'Sabine',
      lname: 'Müller-Lüdenscheidt',
      street: 'Hauptstraße 12a',
      pincode: '44135',
      location: 'Dortmund',
    },
  },
  { locale: 'de', now: NOW },
);
const letter = letterFieldsSchema.parse({
  recipient: { company: 'Grünwald & Söhne GmbH', street: 'Königsallee 12', zip: '40212', city: 'Düsseldorf' },
  body: '<p>Gern stelle ich mich Ihnen persönlich vor.</p>',
});
const WHOLE = 'Sabine Müller-Lüdenscheidt · Hauptstraße 12a · 44135 Dortmund';

// happy-dom lays nothing out: the test holds the text and the rules that decide whether it is cut,
// with the letter's own stylesheet applied.
const style = document.createElement('style');
beforeEach(() => {
  style.textContent = readFileSync(path.join(import.meta.dirname, '../../letters/letter-page.css'), 'utf8');
  document.head.append(style);
});
afterEach(() => style.remove());

describe('Anschreiben: the sender line in the address window (Rücksendeangabe)', () => {
  it('prints a long name and address whole, with no ellipsis', () => {
    const { container } = render(<LetterPage doc={doc} letter={letter} enclosures={[]} />);
    const line = container.querySelector('.vl-window .vl-window__return') as HTMLElement;
    expect(line.textContent).toBe(WHOLE);
    expect(getComputedStyle(line).textOverflow).not.toBe('ellipsis');
  });

  it('keeps it on one line of the Zusatz- und Vermerkzone, above the recipient (DIN 5008)', () => {
    const { container } = render(<LetterPage doc={doc} letter={letter} enclosures={[]} />);
    const zone = container.querySelector('.vl-window > .vl-window__zone') as HTMLElement;
    const address = container.querySelector('.vl-window > .vl-window__address') as HTMLElement;
    expect(zone.querySelector('.vl-window__return')).not.toBeNull();
    expect(getComputedStyle(zone.querySelector('.vl-window__return') as HTMLElement).whiteSpace).toBe(
      'nowrap',
    );
    const mm = (element: HTMLElement) => (Number.parseFloat(getComputedStyle(element).height) * 25.4) / 96;
    expect(mm(zone)).toBeCloseTo(17.7, 1);
    expect(mm(address)).toBeCloseTo(27.3, 1);
    expect(address.textContent).toContain('Grünwald & Söhne GmbH');
  });
});
