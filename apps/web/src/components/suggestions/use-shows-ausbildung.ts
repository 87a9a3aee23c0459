import { showsAusbildung } from '@vita/shared';
import { useStoreValue } from '../../store/resume-store';

/** Whether the visitor's CV shows an Ausbildung, for the occupation matcher ("Lagerist"). */
export function useShowsAusbildung(): true | undefined {
  return showsAusbildung(useStoreValue('work'), useStoreValue('education'));
}
