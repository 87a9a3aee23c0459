import { IdentityHeader } from '../shared/header-parts';
import { type FolioProps, type HeaderProps, TabularDocument } from '../shared/tabular-document';
import { tabularParts } from '../shared/tabular-flow';
import { NamedFolio } from '../shared/template-pages';
import type { TemplateProps } from '../shared/template-types';
import './heading-bars.css';

/** The name over a short bar in the template colour, the contact details below, the photo top right. */
function BarsHeader({ personal, photoAlt }: HeaderProps) {
  return (
    <IdentityHeader
      personal={personal}
      photoAlt={photoAlt}
      prefix="hb"
      addressClass="hb-address"
      reachClass="hb-reach"
    />
  );
}

function BarsFolio(props: FolioProps) {
  return <NamedFolio className="hb-folio" separator=" – " {...props} />;
}

const PARTS = tabularParts('hb');

/**
 * styleTempDBEleven, "heading-bars": photo top right; every heading on a full-width bar tinted
 * in the template colour with a solid edge on the left; dates in bold in the left column.
 */
export function HeadingBars({ doc }: TemplateProps) {
  return <TabularDocument doc={doc} parts={PARTS} Header={BarsHeader} withPhoto Folio={BarsFolio} />;
}
