import type { ReactNode } from 'react';
import { LanguageLine } from '../shared/language-bars';
import { LinkText } from '../shared/personal-details';
import { RichPiece } from '../shared/rich-text';
import { RowLabel } from '../shared/row-label';
import { SignatureView } from '../shared/signature-view';
import { SingleColumnDocument } from '../shared/single-column-document';
import type { EntryHeadData, HeaderData, SingleColumnParts } from '../shared/single-column-flow';
import type { TemplateProps } from '../shared/template-types';
import './accent-bar.css';

/** Name and contact beside a bar in the template colour; the photo top right. */
function Header({ personal, photoAlt }: HeaderData) {
  const reach = [personal.phone, personal.email].filter((item) => item !== '');
  return (
    <header className="ab-header">
      <div className="ab-identity">
        {personal.fullName !== '' && <h1 className="ab-name">{personal.fullName}</h1>}
        {personal.address !== '' && <p className="ab-contact">{personal.address}</p>}
        {reach.length > 0 && (
          <ul className="ab-contact ab-reach">
            {reach.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </div>
      {personal.photo !== null && <img className="ab-photo" src={personal.photo} alt={photoAlt} />}
    </header>
  );
}

function Row({ when, end = false, children }: { when?: ReactNode; end?: boolean; children: ReactNode }) {
  return (
    <div className={end ? 'ab-row ab-row--end' : 'ab-row'}>
      <div className="ab-when">{when}</div>
      <div className="ab-what">{children}</div>
    </div>
  );
}

function EntryHead({ dateRange, title, subtitle, place, grade, end }: EntryHeadData) {
  return (
    <Row when={dateRange} end={end}>
      {title !== '' && <h3 className="ab-title">{title}</h3>}
      {subtitle !== '' && (
        <p className="ab-where">
          {subtitle}
          {place !== '' && <span className="ab-place">, {place}</span>}
        </p>
      )}
      {subtitle === '' && place !== '' && <p className="ab-where">{place}</p>}
      {grade !== '' && <p className="ab-grade">{grade}</p>}
    </Row>
  );
}

const PARTS: SingleColumnParts = {
  header: (data) => <Header {...data} />,
  heading: ({ title }) => (
    <h2 className="ab-heading">
      <span className="ab-heading__text">{title}</span>
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
      <LanguageLine language={item} className="ab-language" />
    </Row>
  ),
  link: ({ item, end }) => (
    <Row end={end}>
      <p className="ab-link">
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
      <SignatureView {...data} className="ab-signature" />
    </Row>
  ),
};

/**
 * styleTempThree: a bar in the template colour beside the name, the photo top right; headings
 * in the colour after a small square, with a hairline running to the margin; dates in the
 * colour in the left column, the entry beside them.
 */
export function AccentBar({ doc }: TemplateProps) {
  return <SingleColumnDocument doc={doc} parts={PARTS} prefix="ab" />;
}
