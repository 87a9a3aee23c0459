import { type FolioProps, type HeaderProps, TabularDocument } from '../shared/tabular-document';
import type { TabularParts } from '../shared/tabular-flow';
import type { TemplateProps } from '../shared/template-types';
import './heading-bars.css';
import { ResumePhoto } from '../shared/personal-details';

/** The name over a short bar in the template colour, the contact details below, the photo top right. */
function BarsHeader({ personal, photo, photoAlt }: HeaderProps) {
  const reach = [personal.phone, personal.email].filter((item) => item !== '');
  return (
    <header className="hb-header">
      <div className="hb-identity">
        {personal.fullName !== '' && <h1 className="hb-name">{personal.fullName}</h1>}
        {personal.address !== '' && <p className="hb-address">{personal.address}</p>}
        {reach.length > 0 && (
          <ul className="hb-reach">
            {reach.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </div>
      {photo !== null && <ResumePhoto className="hb-photo" photo={photo} alt={photoAlt} />}
    </header>
  );
}

function BarsHeading({ title }: { title: string }) {
  return <h2 className="hb-heading">{title}</h2>;
}

function BarsFolio({ page, fullName }: FolioProps) {
  return (
    <p className="hb-folio">
      {fullName !== '' && `${fullName} – `}
      {page}
    </p>
  );
}

const PARTS: TabularParts = {
  name: 'hb',
  Heading: BarsHeading,
  rowPrefix: 'hb',
  languageClass: 'hb-language',
  linkClass: 'hb-link',
  signatureClass: 'hb-signature',
};

/**
 * styleTempDBEleven, "heading-bars": photo top right; every heading on a full-width bar tinted
 * in the template colour with a solid edge on the left; dates in bold in the left column.
 */
export function HeadingBars({ doc }: TemplateProps) {
  return (
    <TabularDocument doc={doc} parts={PARTS} Header={BarsHeader} withPhoto prefix="hb" Folio={BarsFolio} />
  );
}
