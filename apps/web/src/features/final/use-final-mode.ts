import { useEffect } from 'react';
import { useResumeStore } from '../../store/resume-store';

/**
 * 01 §4: reaching the final resume sets the FinalResume flag, which switches every wizard page to
 * edit mode (Save and next, back to /final-resume; flow/ reads it). Set once the page is shown,
 * so a reopened resume (whose snapshot replaced the store) keeps it too; a visitor who has no
 * resume yet (no token) is not switched: the wizard would send them back to an empty page.
 */
export function useFinalMode(ready: boolean): void {
  const setValue = useResumeStore((s) => s.set);
  const hasResume = useResumeStore((s) => s.values.resumeToken !== null);
  useEffect(() => {
    if (ready && hasResume) setValue('finalResume', true);
  }, [ready, hasResume, setValue]);
}
