import { type FolioProps, type HeaderProps, TabularDocument } from '../shared/tabular-document';
import type { TabularParts } from '../shared/tabular-flow';
import type { TemplateProps } from '../shared/template-types';
import './centered-classic.css';

/** The name centred, the contact details centred on one line, a double rule below. */
function CenteredHeader({ personal }: HeaderProps) {
  const contact = [personal.address, personal.phone, personal.email].filter((item) => item !== '');
  return (
    <header className="cc-header">
      {personal.fullName !== '' && <h1 className="cc-name">{personal.fullName}</h1>}
      {contact.length > 0 && (
        <ul className="cc-contact">
          {contact.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

function CenteredHeading({ title }: { title: string }) {
  return <h2 className="cc-heading">{title}</h2>;
}

function CenteredFolio({ page }: FolioProps) {
  return <p className="cc-folio">{page}</p>;
}

const PARTS: TabularParts = {
  name: 'cc',
  Heading: CenteredHeading,
  rowPrefix: 'cc',
  languageClass: 'cc-language',
  linkClass: 'cc-link',
  signatureClass: 'cc-signature',
};

/**
 * styleTempDBTwelve, "centered-classic": no photo; a symmetrical, formal page — name and contact
 * centred over a double rule, headings centred in capitals between two rules, the tabular body
 * below them.
 */
export function CenteredClassic({ doc }: TemplateProps) {
  return (
    <TabularDocument
      doc={doc}
      parts={PARTS}
      Header={CenteredHeader}
      withPhoto={false}
      prefix="cc"
      Folio={CenteredFolio}
    />
  );
}
