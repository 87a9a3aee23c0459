import { LabelledHeader } from '../shared/header-parts';
import { type FolioProps, type HeaderProps, TabularDocument } from '../shared/tabular-document';
import { tabularParts } from '../shared/tabular-flow';
import type { TemplateProps } from '../shared/template-types';
import './banner-header.css';

/** Name and contact in white on a full-width band in the template colour; the photo framed on it. */
function Band(props: HeaderProps) {
  return <LabelledHeader {...props} prefix="bh" className="bh-band" />;
}

function BannerFolio({ page, fullName }: FolioProps) {
  return (
    <p className="vt-folio bh-folio">
      {fullName !== '' && <span>{fullName}</span>}
      <span>{page}</span>
    </p>
  );
}

const PARTS = tabularParts('bh');

/**
 * styleTempDBEight, "banner-header": a full-width band in the template colour with the name,
 * labelled contact details and the photo; below it the tabular Lebenslauf with capitalised
 * headings over a rule that starts in the template colour.
 */
export function BannerHeader({ doc }: TemplateProps) {
  return <TabularDocument doc={doc} parts={PARTS} Header={Band} withPhoto Folio={BannerFolio} />;
}
