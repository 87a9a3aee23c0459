import type { ResumeDocument, ResumeLabels } from '@vita/shared/resume';
import type { ComponentType } from 'react';
import { single } from './flow-groups';
import type { Stable } from './node-cache';
import type { FlowGroup } from './paged-document';
import { type PersonalDetails, personalDetailsOf } from './personal-details';
import { templateWords } from './template-words';

export interface SideColumnHeadParts {
  Photo: ComponentType<{ photo: string; alt: string }>;
  /** The personal details under their heading ('Persönliche Daten'). */
  Details: ComponentType<{ personal: PersonalDetails; labels: ResumeLabels; title: string }>;
  /** The details' block key (the final page and the node cache know the block by it). */
  detailsKey: string;
}

/** The top of a two-column design's side column: the photo (when there is one), the details. */
export function sideColumnHead(
  doc: ResumeDocument,
  stable: Stable,
  { Photo, Details, detailsKey }: SideColumnHeadParts,
): FlowGroup[] {
  const words = templateWords(doc.locale);
  const { photo, fullName } = doc.personal;
  const details = {
    personal: personalDetailsOf(doc.personal),
    labels: doc.labels,
    title: words.personalDetails,
  };
  return [
    ...(photo === null
      ? []
      : [
          single(
            'photo',
            stable('photo', { photo, alt: words.photoOf(fullName) }, (data) => <Photo {...data} />),
          ),
        ]),
    single(
      detailsKey,
      stable(detailsKey, details, (data) => <Details {...data} />),
    ),
  ];
}
