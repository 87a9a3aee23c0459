import type { ResumeDocument } from '@vita/shared/resume';
import { single } from '../shared/flow-groups';
import type { Stable } from '../shared/node-cache';
import type { FlowGroup } from '../shared/paged-document';
import { twoColumnItems } from '../shared/section-layout';
import { type SideColumnHeadParts, sideColumnHead } from '../shared/side-column-head';
import { tabularItemGroups, tabularSignatureGroups } from '../shared/tabular-flow';
import { TemplatePages, twoColumnPage, useTemplateFlows } from '../shared/template-pages';
import type { TemplateProps } from '../shared/template-types';
import { MAIN_PARTS, SIDE_PARTS, SidebarContact, SidebarName, SidebarPhoto } from './sidebar-parts';
import './sidebar-right-photo.css';

const asItems = (sections: ReturnType<typeof twoColumnItems>['main']) =>
  sections.map((section) => ({ kind: 'section' as const, section }));

const SIDE_HEAD: SideColumnHeadParts = {
  Photo: SidebarPhoto,
  Details: SidebarContact,
  detailsKey: 'contact',
};

export function sidebarFlows(doc: ResumeDocument, stable: Stable): Record<'main' | 'side', FlowGroup[]> {
  const { main, side } = twoColumnItems(doc);
  const mainGroups: FlowGroup[] = [];
  const { fullName, address, phone, email } = doc.personal;
  mainGroups.push(
    single(
      'name',
      stable('name', { fullName, address, phone, email }, (personal) => <SidebarName personal={personal} />),
    ),
  );
  mainGroups.push(...tabularItemGroups(doc, asItems(main), MAIN_PARTS, stable));
  mainGroups.push(...tabularSignatureGroups(doc, MAIN_PARTS, stable));

  const sideGroups = sideColumnHead(doc, stable, SIDE_HEAD);
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
  const flows = useTemplateFlows(doc, sidebarFlows);
  return <TemplatePages doc={doc} flows={flows} prefix="srp" renderPage={twoColumnPage(doc, 'srp')} />;
}
