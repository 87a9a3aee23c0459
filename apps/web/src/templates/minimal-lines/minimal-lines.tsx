import { NameContactHeader } from '../shared/header-parts';
import { type FolioProps, type HeaderProps, TabularDocument } from '../shared/tabular-document';
import { tabularParts } from '../shared/tabular-flow';
import type { TemplateProps } from '../shared/template-types';
import './minimal-lines.css';

/** The name left, the contact details right-aligned beside it, a hairline below. */
function MinimalHeader({ personal }: HeaderProps) {
  return <NameContactHeader personal={personal} prefix="ml" />;
}

function MinimalFolio({ page }: FolioProps) {
  return <p className="vt-folio ml-folio">{page}</p>;
}

const PARTS = tabularParts('ml', { rowLook: 'own' });

/**
 * styleTempDBNine, "minimal-lines": no photo, much white space, a hairline in the colour above
 * each heading and nothing else; the entries at the left margin with their dates right-aligned
 * in a column on the right, mirroring the contact details right of the name.
 */
export function MinimalLines({ doc }: TemplateProps) {
  return <TabularDocument doc={doc} parts={PARTS} Header={MinimalHeader} Folio={MinimalFolio} />;
}
