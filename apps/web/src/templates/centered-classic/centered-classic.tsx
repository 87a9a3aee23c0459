import { NameContactHeader } from '../shared/header-parts';
import { type FolioProps, type HeaderProps, TabularDocument } from '../shared/tabular-document';
import { tabularParts } from '../shared/tabular-flow';
import type { TemplateProps } from '../shared/template-types';
import './centered-classic.css';

/** The name centred, the contact details centred on one line, a double rule below. */
function CenteredHeader({ personal }: HeaderProps) {
  return <NameContactHeader personal={personal} prefix="cc" />;
}

function CenteredFolio({ page }: FolioProps) {
  return <p className="vt-folio cc-folio">{page}</p>;
}

const PARTS = tabularParts('cc');

/**
 * styleTempDBTwelve, "centered-classic": no photo; a symmetrical, formal page — name and contact
 * centred over a double rule, headings centred in capitals between two rules, the tabular body
 * below them.
 */
export function CenteredClassic({ doc }: TemplateProps) {
  return <TabularDocument doc={doc} parts={PARTS} Header={CenteredHeader} Folio={CenteredFolio} />;
}
