import { type FolioProps, type HeaderProps, TabularDocument } from '../shared/tabular-document';
import type { TabularParts } from '../shared/tabular-flow';
import type { TemplateProps } from '../shared/template-types';
import './minimal-lines.css';

/** The name left, the contact details right-aligned beside it, a hairline below. */
function MinimalHeader({ personal }: HeaderProps) {
  const contact = [personal.address, personal.phone, personal.email].filter((item) => item !== '');
  return (
    <header className="ml-header">
      {personal.fullName !== '' && <h1 className="ml-name">{personal.fullName}</h1>}
      {contact.length > 0 && (
        <ul className="ml-contact">
          {contact.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

function MinimalHeading({ title }: { title: string }) {
  return <h2 className="ml-heading">{title}</h2>;
}

function MinimalFolio({ page }: FolioProps) {
  return <p className="ml-folio">{page}</p>;
}

const PARTS: TabularParts = {
  name: 'ml',
  Heading: MinimalHeading,
  rowPrefix: 'ml',
  languageClass: 'ml-language',
  linkClass: 'ml-link',
  signatureClass: 'ml-signature',
};

/**
 * styleTempDBNine, "minimal-lines": no photo, much white space, a hairline in the colour above
 * each heading and nothing else; the entries at the left margin with their dates right-aligned
 * in a column on the right, mirroring the contact details right of the name.
 */
export function MinimalLines({ doc }: TemplateProps) {
  return (
    <TabularDocument
      doc={doc}
      parts={PARTS}
      Header={MinimalHeader}
      withPhoto={false}
      prefix="ml"
      Folio={MinimalFolio}
    />
  );
}
