import type { EnclosureLine, LetterFields } from '@vita/shared/contracts';
import { parseRichText, type ResumeDocument } from '@vita/shared/resume';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { templateVariables } from '../templates/shared/format-vars';
import { RichText } from '../templates/shared/rich-text';
import { SignatureView } from '../templates/shared/signature-view';
import { mastheadFor } from './letter-designs';
import { closingOf, LETTER_LABELS, letterLocale, usesAddressWindow } from './letter-skeleton';
import { effectiveSalutation, placeAndDate, recipientLines, senderOf } from './letter-text';
import './letter-page.css';

/**
 * Tighter spacing per level (0 = the letter's own): paragraph gaps first, then line height, then
 * the body size — 10.5 pt down to 10 pt, never smaller (DIN 5008's floor for legible text).
 */
const TIGHTEN: ReadonlyArray<{ gap: string; line: number; size: string }> = [
  { gap: '0.9em', line: 1.45, size: '10.5pt' },
  { gap: '0.45em', line: 1.45, size: '10.5pt' },
  { gap: '0.45em', line: 1.28, size: '10.5pt' },
  { gap: '0.4em', line: 1.25, size: '10pt' },
];

const RETURN_LINE_PT = 7;
const RETURN_LINE_MIN_PT = 5.5;

/**
 * DIN 5008 wants the Rücksendeangabe on one line of the address field's top zone: a long name or
 * street is set smaller (down to 5.5 pt) rather than wrapped or cut.
 */
function fitOnOneLine(line: HTMLElement | null): void {
  if (!line) return;
  line.style.fontSize = '';
  const room = line.clientWidth;
  const needed = line.scrollWidth;
  if (room > 0 && needed > room) {
    line.style.fontSize = `${Math.max(RETURN_LINE_MIN_PT, (RETURN_LINE_PT * room) / needed - 0.05).toFixed(2)}pt`;
  }
}

export type LetterPageProps = {
  doc: ResumeDocument;
  letter: LetterFields;
  enclosures: readonly EnclosureLine[];
  /** Told after every layout whether the text outgrows the one page (it is clipped, never spilled). */
  onOverflow?: (overflows: boolean) => void;
};

/**
 * One A4 page in the resume's template, colour and font, in the resume's document language: DIN
 * 5008 Form B (address window, fold marks) or, for an English letter unless it asks for the
 * window, a plain business letter.
 */
export function LetterPage({ doc, letter, enclosures, onOverflow }: LetterPageProps) {
  const locale = letterLocale(doc);
  const labels = LETTER_LABELS[locale];
  const windowed = usesAddressWindow(letter, locale);
  const salutation = effectiveSalutation(letter, locale);
  const flow = useRef<HTMLDivElement>(null);
  const returnLine = useRef<HTMLParagraphElement>(null);
  const sender = senderOf(letter, doc.personal);
  const level = TIGHTEN[letter.tighten] ?? TIGHTEN[0];
  const style = {
    ...templateVariables(doc),
    '--vl-gap': level?.gap,
    '--vl-line': String(level?.line),
    '--vl-size': level?.size,
  } as CSSProperties;
  const returnParts = windowed ? [sender.name, sender.street, sender.zipCity].filter(Boolean) : [];
  const contact = [sender.street, sender.zipCity, sender.phone, sender.email].filter(Boolean);
  const initials = `${doc.personal.firstName.charAt(0)}${doc.personal.lastName.charAt(0)}`;

  useLayoutEffect(() => {
    fitOnOneLine(returnLine.current);
    const element = flow.current;
    if (!element) return;
    const overflows = element.scrollHeight > element.clientHeight + 1;
    element.closest('[data-vt-page]')?.toggleAttribute('data-overflow', overflows);
    onOverflow?.(overflows);
  });

  return (
    <div className="vt-document vl-document" style={style} lang={locale}>
      <article
        className={`vt-page vl-page vl-page--${mastheadFor(doc.templateStyleName)}${windowed ? '' : ' vl-page--plain'}`}
        data-vt-page="1"
      >
        <header className="vl-masthead">
          {initials.trim() !== '' && (
            <span className="vl-masthead__monogram" aria-hidden="true">
              {initials}
            </span>
          )}
          <div className="vl-masthead__text">
            <p className="vl-masthead__name">{sender.name}</p>
            <p className="vl-masthead__contact">{contact.join(' · ')}</p>
          </div>
        </header>
        {windowed && (
          <>
            <div className="vl-fold vl-fold--1" aria-hidden="true" />
            <div className="vl-fold vl-fold--hole" aria-hidden="true" />
            <div className="vl-fold vl-fold--2" aria-hidden="true" />
          </>
        )}
        <address className="vl-window">
          {windowed && (
            <div className="vl-window__zone">
              {returnParts.length > 0 && (
                <p className="vl-window__return" ref={returnLine}>
                  {returnParts.join(' · ')}
                </p>
              )}
            </div>
          )}
          <div className="vl-window__address">
            {recipientLines(letter.recipient, locale).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </address>
        <p className="vl-date">{placeAndDate(letter, undefined, locale)}</p>
        <div className="vl-flow" ref={flow}>
          {letter.subject.trim() && <p className="vl-subject">{letter.subject}</p>}
          <p className="vl-salutation">{salutation}</p>
          <RichText blocks={parseRichText(letter.body)} className="vl-body" />
          <p className="vl-closing">{closingOf(letter.closing, salutation, locale)}</p>
          {doc.signature && (
            <SignatureView
              signature={{ ...doc.signature, placeDate: '', alignment: 'left' }}
              imageAlt={`${labels.signature} ${sender.name}`}
              className="vl-signature"
            />
          )}
          <p className="vl-printed-name">{sender.name}</p>
          {letter.show_enclosures && enclosures.length > 0 && (
            <div className="vl-enclosures">
              <p className="vl-enclosures__title">{labels.enclosures}</p>
              <ul>
                {enclosures.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two Anlagen may share a title
                  <li key={index}>{item.title}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </article>
    </div>
  );
}
