import { useQuery } from '@tanstack/react-query';
import { type ResumeListItem, resumeDocumentResponseSchema } from '@vita/shared';
import { lazy, Suspense } from 'react';
import { apiRequest } from '../../api/client';

// The templates load with the first thumbnail, not with My Resume's own code.
const PageThumbnail = lazy(() => import('../../templates/page-thumbnail'));

/**
 * The first page of a CV on its My Resume tile, rendered in the browser as the preview renders
 * it, from the document the server holds (POST /resume/document). Kept until the CV changes
 * (its updated_at is part of the key). While it loads, or when it cannot, an empty page stands.
 */
export function ResumeThumbnail({ item, loginToken }: { item: ResumeListItem; loginToken: string }) {
  const updatedAt = item.resume_details[0]?.updated_at ?? '';
  const doc = useQuery({
    queryKey: ['resume-thumbnail', item.resume_token, updatedAt],
    queryFn: () =>
      apiRequest('/resume/document', {
        token: loginToken,
        body: { resume_token: item.resume_token },
        schema: resumeDocumentResponseSchema,
      }).then((answer) => answer.data),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const blank = <span className="resume-card__blank" aria-hidden="true" />;
  return (
    <div className="resume-card__thumbnail" data-testid="resume-thumbnail">
      {doc.data ? (
        <Suspense fallback={blank}>
          <PageThumbnail doc={doc.data} />
        </Suspense>
      ) : (
        blank
      )}
    </div>
  );
}
