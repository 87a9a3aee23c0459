import type { ApplicationPageKind, ApplicationPrintRequest } from '@vita/shared/contracts';
import type { ComponentType } from 'react';
import { LetterPage } from '../letters/letter-page';
import { AttachmentIndexPage } from '../templates/application/attachment-index-page';
import { CoverPage } from '../templates/application/cover-page';

type PageProps<K extends ApplicationPageKind> = { request: Extract<ApplicationPrintRequest, { kind: K }> };

/**
 * The Mappe's pages besides the resume, by kind: one line per page component. A kind not listed
 * here is refused by the print entry with a clear error (not printed blank).
 */
export const APPLICATION_PAGES: { [K in ApplicationPageKind]?: ComponentType<PageProps<K>> } = {
  letter: ({ request }) => (
    <LetterPage doc={request.resume} letter={request.letter} enclosures={request.enclosures} />
  ),
  cover: ({ request }) => (
    <CoverPage resume={request.resume} letter={request.letter} enclosures={request.enclosures} />
  ),
  'attachment-index': ({ request }) => (
    <AttachmentIndexPage resume={request.resume} enclosures={request.enclosures} />
  ),
};
