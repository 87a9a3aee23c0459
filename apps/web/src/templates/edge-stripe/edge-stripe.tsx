import type { ReactNode } from 'react';
import { LanguageLine } from '../shared/language-bars';
import { LinkText } from '../shared/personal-details';
import { RichPiece } from '../shared/rich-text';
import { RowLabel } from '../shared/row-label';
import { SignatureView } from '../shared/signature-view';
import { SingleColumnDocument } from '../shared/single-column-document';
import type { EntryHeadData, HeaderData, SingleColumnParts } from '../shared/single-column-flow';
import type { TemplateProps } from '../shared/template-types';
import './edge-stripe.css';

/** Name, then the contact details in one line; this template shows no photo. */
function Header({ personal }: HeaderData) {
  const contact = [personal.address, personal.phone, personal.email].filter((item) => item !== '');
  return (
    <header className="es-header">
      {personal.fullName !== '' && <h1 className="es-name">{personal.fullName}</h1>}
      {contact.length > 0 && (
        <ul className="es-contact">
          {contact.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

function Row({
  when,
  end = false,
  divided = false,
  children,
}: {
  when?: ReactNode;
  end?: boolean;
  /** A hairline above: the head of every entry after a section's first. */
  divided?: boolean;
  children: ReactNode;
}) {
  const classes = ['es-row'];
  if (end) classes.push('es-row--end');
  if (divided) classes.push('es-row--divided');
  return (
    <div className={classes.join(' ')}>
      <div className="es-when">{when}</div>
      <div className="es-what">{children}</div>
    </div>
  );
}

function EntryHead({ dateRange, title, subtitle, place, grade, end, first }: EntryHeadData) {
  return (
    <Row when={dateRange} end={end} divided={!first}>
      {title !== '' && <h3 className="es-title">{title}</h3>}
      {(subtitle !== '' || place !== '') && (
        <p className="es-where">
          {subtitle}
          {place !== '' && <span className="es-place">{subtitle !== '' ? ` · ${place}` : place}</span>}
        </p>
      )}
      {grade !== '' && <p className="es-grade">{grade}</p>}
    </Row>
  );
}

const PARTS: SingleColumnParts = {
  header: (data) => <Header {...data} />,
  heading: ({ title }) => <h2 className="es-heading">{title}</h2>,
  entryHead: (data) => <EntryHead {...data} />,
  piece: ({ block, piece, end }) => (
    <Row end={end}>
      <RichPiece block={block} piece={piece} />
    </Row>
  ),
  language: ({ item, end }) => (
    <Row end={end}>
      <LanguageLine language={item} className="es-language" />
    </Row>
  ),
  link: ({ item, end }) => (
    <Row end={end}>
      <p className="es-link">
        <LinkText link={item} />
      </p>
    </Row>
  ),
  personalRow: ({ label, value, end }) => (
    <Row when={<RowLabel text={label} />} end={end}>
      <LinkText link={value} />
    </Row>
  ),
  signature: (data) => (
    <Row>
      <SignatureView {...data} className="es-signature" />
    </Row>
  ),
};

/**
 * styleTempFive, "edge-stripe": a narrow stripe in the template colour down the left edge of
 * every page; large headings in the colour without rules; entries of a section parted by
 * hairlines; dates in the left column. No photo.
 */
export function EdgeStripe({ doc }: TemplateProps) {
  return <SingleColumnDocument doc={doc} parts={PARTS} prefix="es" />;
}
