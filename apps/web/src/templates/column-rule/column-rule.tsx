import type { ReactNode } from 'react';
import { LanguageLine } from '../shared/language-bars';
import { LinkText } from '../shared/personal-details';
import { RichPiece } from '../shared/rich-text';
import { RowLabel } from '../shared/row-label';
import { SignatureView } from '../shared/signature-view';
import { SingleColumnDocument } from '../shared/single-column-document';
import type { EntryHeadData, HeaderData, SingleColumnParts } from '../shared/single-column-flow';
import type { TemplateProps } from '../shared/template-types';
import './column-rule.css';

/** Name and contact line; this template shows no photo. */
function Header({ personal }: HeaderData) {
  const reach = [personal.address, personal.phone, personal.email].filter((item) => item !== '');
  return (
    <header className="cr-header">
      {personal.fullName !== '' && <h1 className="cr-name">{personal.fullName}</h1>}
      {reach.length > 0 && (
        <ul className="cr-contact">
          {reach.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

/** Left cell (dates, labels) and right cell; the rule between them runs through every row. */
function Row({ when, end = false, children }: { when?: ReactNode; end?: boolean; children: ReactNode }) {
  return (
    <div className={end ? 'cr-row cr-row--end' : 'cr-row'}>
      <div className="cr-when">{when}</div>
      <div className="cr-what">{children}</div>
    </div>
  );
}

function EntryHead({ dateRange, title, subtitle, place, grade, end }: EntryHeadData) {
  const where = [subtitle, place].filter((part) => part !== '').join(', ');
  return (
    <Row when={dateRange} end={end}>
      {title !== '' && <h3 className="cr-title">{title}</h3>}
      {where !== '' && <p className="cr-where">{where}</p>}
      {grade !== '' && <p className="cr-grade">{grade}</p>}
    </Row>
  );
}

const PARTS: SingleColumnParts = {
  header: (data) => <Header {...data} />,
  heading: ({ title }) => (
    <h2 className="cr-heading">
      <span className="cr-heading__rule" aria-hidden="true" />
      <span className="cr-heading__text">{title}</span>
    </h2>
  ),
  entryHead: (data) => <EntryHead {...data} />,
  piece: ({ block, piece, end }) => (
    <Row end={end}>
      <RichPiece block={block} piece={piece} />
    </Row>
  ),
  language: ({ item, end }) => (
    <Row end={end}>
      <LanguageLine language={item} className="cr-language" />
    </Row>
  ),
  link: ({ item, end }) => (
    <Row end={end}>
      <p className="cr-link">
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
      <SignatureView {...data} className="cr-signature" />
    </Row>
  ),
};

/**
 * styleTempTwo, "column-rule": a strict grid. A fine vertical rule runs between the date column
 * and the entries all the way down; each heading stands in the entry column with a bar in the
 * template colour filling the date column beside it. No photo.
 */
export function ColumnRule({ doc }: TemplateProps) {
  return <SingleColumnDocument doc={doc} parts={PARTS} prefix="cr" />;
}
