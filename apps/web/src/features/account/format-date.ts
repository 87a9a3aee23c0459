import { formatDisplayDate } from '@vita/shared';

/** A stored ISO date in the account lists: 22.11.2026 (de) or 22 Nov 2026 (en), a dash when missing. */
export const formatDate = (iso: string | null | undefined, language: string | undefined): string =>
  formatDisplayDate(iso, language) ?? '–';
