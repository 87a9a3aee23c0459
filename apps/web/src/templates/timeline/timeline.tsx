import { LabelledHeader } from '../shared/header-parts';
import { type FolioProps, type HeaderProps, TabularDocument } from '../shared/tabular-document';
import { tabularParts } from '../shared/tabular-flow';
import { NamedFolio } from '../shared/template-pages';
import type { TemplateProps } from '../shared/template-types';
import './timeline.css';

/** The name over a labelled contact list, the photo top right. */
function TimelineHeader(props: HeaderProps) {
  return <LabelledHeader {...props} prefix="tl" className="tl-header" />;
}

function TimelineFolio(props: FolioProps) {
  return <NamedFolio className="tl-folio" {...props} />;
}

const PARTS = tabularParts('tl', { rowLook: 'own' });

/**
 * styleTempDBTen, "timeline": dates right-aligned before a vertical axis in the template colour,
 * a dot for each entry and a ring for each heading; photo top right.
 */
export function Timeline({ doc }: TemplateProps) {
  return <TabularDocument doc={doc} parts={PARTS} Header={TimelineHeader} withPhoto Folio={TimelineFolio} />;
}
