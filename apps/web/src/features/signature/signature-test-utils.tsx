/** Test helpers for the signature pages (imported by tests only). */
import type { Signature } from '@vita/shared';
import { useResumeStore } from '../../store/resume-store';
import { renderPage } from '../../test/render-page';
import { SignaturePage } from './signature-page';
import { EMPTY_SIGNATURE } from './signature-values';

export const TOKEN = 'd'.repeat(32);
export const PNG = 'data:image/png;base64,iVBORw0KGgo=';
export { DRAWN } from './fake-signature-pad';

export const signature = (overrides: Partial<Signature> = {}): Signature => ({
  ...EMPTY_SIGNATURE,
  ...overrides,
});

/** The signature as the server answers get-meta (null: none stored). */
export const signatureAnswer = (value: unknown) => ({
  resume: { meta_key: 'signature', meta_value: value, updated_at: null },
});

/** Seeds the local store: the heading's name, a resume token, a local signature, the final flag. */
export function seed(options: { token?: boolean; local?: Signature; final?: boolean } = {}) {
  localStorage.setItem('resume_meta_value_heading', JSON.stringify({ fname: 'Jana', lname: 'Schröder' }));
  if (options.token) localStorage.setItem('resume_token', TOKEN);
  if (options.local) localStorage.setItem('local_sign_data', JSON.stringify(options.local));
  if (options.final) localStorage.setItem('FinalResume', 'true');
  useResumeStore.getState().reload();
}

/** The local copy (`local_sign_data`) as stored. */
export const localSignature = (): Signature | null => {
  const raw = localStorage.getItem('local_sign_data');
  return raw === null ? null : (JSON.parse(raw) as Signature);
};

/** `search`: a query such as '?tab=draw'. */
export const openSignaturePage = (search = '') => renderPage(`/upload-signature${search}`, <SignaturePage />);
