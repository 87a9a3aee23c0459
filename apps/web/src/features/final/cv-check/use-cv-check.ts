import { useMutation } from '@tanstack/react-query';
import { type CvCheckResponse, cvCheckResponseSchema } from '@vita/shared/contracts';
import { apiRequest } from '../../../api/client';
import { flushPendingSaves } from '../../../components/save-status';
import { getItem } from '../../../store/local-store';

/** The preview's page count once it is paginated (only the browser lays the template out), else none. */
function previewPages(): number | undefined {
  const root = document.querySelector<HTMLElement>('.final-page__preview .vt-document');
  if (root?.dataset.vtPaginated !== 'true') return undefined;
  const pages = root.querySelectorAll('[data-vt-page]').length;
  return pages > 0 ? pages : undefined;
}

/** Runs the check on the stored CV, after pending saves, with the preview's page count. */
export function useCvCheck() {
  return useMutation({
    mutationFn: async (lang: 'de' | 'en'): Promise<CvCheckResponse> => {
      await flushPendingSaves();
      const pages = previewPages();
      return apiRequest('/resume/check', {
        body: { resume_token: getItem('resumeToken') ?? '', lang, ...(pages ? { pages } : {}) },
        token: getItem('loginToken'),
        schema: cvCheckResponseSchema,
      });
    },
    networkMode: 'always',
  });
}
