import { type FolioProps, type HeaderProps, TabularDocument } from '../shared/tabular-document';
import type { TabularParts } from '../shared/tabular-flow';
import type { TemplateProps } from '../shared/template-types';
import './timeline.css';
import { ResumePhoto } from '../shared/personal-details';

/** The name over a labelled contact list, the photo top right. */
function TimelineHeader({ personal, labels, photo, photoAlt }: HeaderProps) {
  const items = [
    { label: labels.address, value: personal.address },
    { label: labels.phone, value: personal.phone },
    { label: labels.email, value: personal.email },
  ].filter((item) => item.value !== '');
  return (
    <header className="tl-header">
      <div className="tl-identity">
        {personal.fullName !== '' && <h1 className="tl-name">{personal.fullName}</h1>}
        {items.length > 0 && (
          <dl className="tl-contact">
            {items.map((item) => (
              <div key={item.label} className="tl-contact__item">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {photo !== null && <ResumePhoto className="tl-photo" photo={photo} alt={photoAlt} />}
    </header>
  );
}

function TimelineHeading({ title }: { title: string }) {
  return <h2 className="tl-heading">{title}</h2>;
}

function TimelineFolio({ page, fullName }: FolioProps) {
  return (
    <p className="tl-folio">
      {fullName !== '' && `${fullName} · `}
      {page}
    </p>
  );
}

const PARTS: TabularParts = {
  name: 'tl',
  Heading: TimelineHeading,
  rowPrefix: 'tl',
  languageClass: 'tl-language',
  linkClass: 'tl-link',
  signatureClass: 'tl-signature',
};

/**
 * styleTempDBTen, "timeline": dates right-aligned before a vertical axis in the template colour,
 * a dot for each entry and a ring for each heading; photo top right.
 */
export function Timeline({ doc }: TemplateProps) {
  return (
    <TabularDocument
      doc={doc}
      parts={PARTS}
      Header={TimelineHeader}
      withPhoto
      prefix="tl"
      Folio={TimelineFolio}
    />
  );
}
