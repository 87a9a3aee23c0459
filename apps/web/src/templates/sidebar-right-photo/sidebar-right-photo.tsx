import type { ResumeDocument } from '@vita/shared/resume';
import { useMemo } from 'react';
import { templateVariables } from '../shared/format-vars';
import { type Stable, useNodeCache } from '../shared/node-cache';
import { type FlowGroup, PagedDocument, type PageSlots } from '../shared/paged-document';
import { twoColumnItems } from '../shared/section-layout';
import { single, tabularItemGroups, tabularSignatureGroups } from '../shared/tabular-flow';
import type { TemplateProps } from '../shared/template-types';
import { templateWords } from '../shared/template-words';
import { MAIN_PARTS, SIDE_PARTS, SidebarContact, SidebarName, SidebarPhoto } from './sidebar-parts';
import './sidebar-right-photo.css';

const asItems = (sections: ReturnType<typeof twoColumnItems>['main']) =>
  sections.map((section) => ({ kind: 'section' as const, section }));

export function sidebarFlows(doc: ResumeDocument, stable: Stable): Record<'main' | 'side', FlowGroup[]> {
  const words = templateWords(doc.locale);
  const { main, side } = twoColumnItems(doc);
  const { photo, fullName } = doc.personal;

  const mainGroups: FlowGroup[] = [];
  const { address, phone, email } = doc.personal;
  mainGroups.push(
    single(
      'name',
      stable('name', { fullName, address, phone, email }, (personal) => <SidebarName personal={personal} />),
    ),
  );
  mainGroups.push(...tabularItemGroups(doc, asItems(main), MAIN_PARTS, stable));
  mainGroups.push(...tabularSignatureGroups(doc, MAIN_PARTS, stable));

  const sideGroups: FlowGroup[] = [];
  if (photo !== null)
    sideGroups.push(
      single(
        'photo',
        stable('photo', { photo, alt: words.photoOf(fullName) }, (data) => <SidebarPhoto {...data} />),
      ),
    );
  sideGroups.push(
    single(
      'contact',
      stable(
        'contact',
        { personal: doc.personal, labels: doc.labels, title: words.personalDetails },
        (data) => <SidebarContact {...data} />,
      ),
    ),
  );
  sideGroups.push(...tabularItemGroups(doc, asItems(side), SIDE_PARTS, stable));
  return { main: mainGroups, side: sideGroups };
}

/**
 * styleTempDBSeven, "sidebar-right-photo": the two-column Lebenslauf with a light side column on
 * the right (photo, contact and personal details, then skills, languages, links, hobbies — or
 * whatever the stored layout puts there) and a main column with the name and the tabular
 * sections (dates in their own column). A strip in the template colour runs along the top.
 */
export function SidebarRightPhoto({ doc }: TemplateProps) {
  const withCache = useNodeCache();
  const flows = useMemo(() => withCache((stable) => sidebarFlows(doc, stable)), [doc, withCache]);
  const words = templateWords(doc.locale);
  const renderPage = ({ index, count, flow }: PageSlots) => (
    // Main first: the name and the work history come first when read aloud or from the PDF.
    <>
      <div className="srp-main">
        {flow('main', 'srp-main-flow')}
        {count > 1 && <p className="srp-folio">{words.page(index + 1, count)}</p>}
      </div>
      <div className="srp-side">{flow('side', 'srp-side-flow')}</div>
    </>
  );
  return (
    <PagedDocument
      flows={flows}
      className="srp"
      pageClassName="srp-page"
      style={templateVariables(doc)}
      lang={doc.locale}
      renderPage={renderPage}
    />
  );
}
