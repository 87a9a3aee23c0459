import { useStoreValue } from '../../store/resume-store';

/** The login token (local store key `token`), or null when nobody is logged in. */
export const useLoginToken = (): string | null => {
  const token = useStoreValue('loginToken');
  return token && token.trim() !== '' ? token : null;
};
