import { type FolioProps, type HeaderProps, TabularDocument } from '../shared/tabular-document';
import type { TabularParts } from '../shared/tabular-flow';
import type { TemplateProps } from '../shared/template-types';
import './banner-header.css';
import { ResumePhoto } from '../shared/personal-details';

/** Name and contact in white on a full-width band in the template colour; the photo framed on it. */
function Band({ personal, photo, photoAlt, labels }: HeaderProps) {
  const contact = [
    { label: labels.address, value: personal.address },
    { label: labels.phone, value: personal.phone },
    { label: labels.email, value: personal.email },
  ].filter((item) => item.value !== '');
  return (
    <header className="bh-band">
      <div className="bh-identity">
        {personal.fullName !== '' && <h1 className="bh-name">{personal.fullName}</h1>}
        {contact.length > 0 && (
          <dl className="bh-contact">
            {contact.map((item) => (
              <div key={item.label} className="bh-contact__item">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {photo !== null && <ResumePhoto className="bh-photo" photo={photo} alt={photoAlt} />}
    </header>
  );
}

function BannerHeading({ title }: { title: string }) {
  return <h2 className="bh-heading">{title}</h2>;
}

function BannerFolio({ page, fullName }: FolioProps) {
  return (
    <p className="bh-folio">
      {fullName !== '' && <span>{fullName}</span>}
      <span>{page}</span>
    </p>
  );
}

const PARTS: TabularParts = {
  name: 'bh',
  Heading: BannerHeading,
  rowPrefix: 'bh',
  languageClass: 'bh-language',
  linkClass: 'bh-link',
  signatureClass: 'bh-signature',
};

/**
 * styleTempDBEight, "banner-header": a full-width band in the template colour with the name,
 * labelled contact details and the photo; below it the tabular Lebenslauf with capitalised
 * headings over a rule that starts in the template colour.
 */
export function BannerHeader({ doc }: TemplateProps) {
  return <TabularDocument doc={doc} parts={PARTS} Header={Band} withPhoto prefix="bh" Folio={BannerFolio} />;
}
