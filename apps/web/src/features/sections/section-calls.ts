/**
 * The extra- and custom-section calls (01 §7) as section calls, so they go through the shared
 * save pattern (retries, pending list). Saves of one section share a coalesce key: a queued save
 * is replaced by a later one of the same section, and the server ends with the last.
 */
import type { CustomSectionValue, ExtraSectionSubKey } from '@vita/shared';
import type { SectionName } from '@vita/shared/constants';
import type { SectionCall } from '../../components/save-status';
import type { SectionSaveAction } from './save-rules';

export interface ExtraSectionAnswer {
  id: number;
  meta_sub_key: ExtraSectionSubKey;
  meta_value: unknown;
}
export interface CustomSectionAnswer {
  id: number;
  meta_value: CustomSectionValue;
}

export interface ResumeIds {
  resume_token: string;
  resume_template_id: number;
}

export const extraCoalesceKey = (subKey: ExtraSectionSubKey) => `extra-section:${subKey}`;
export const customCoalesceKey = (id: number) => `custom-section:${id}`;

/** The call that carries out a save action; null for 'leave'. */
export function extraSectionCall(
  action: SectionSaveAction,
  ids: ResumeIds,
  subKey: ExtraSectionSubKey,
  section: SectionName,
  value: Record<string, unknown>,
): SectionCall<ExtraSectionAnswer | { status: number }> | null {
  const coalesceKey = extraCoalesceKey(subKey);
  const body = { ...ids, meta_key: 'extra_section', meta_sub_key: subKey, meta_value: value };
  switch (action.kind) {
    case 'add':
      return { path: '/resume/add-extra-section', body, coalesceKey };
    case 'edit':
      return { path: `/resume/edit-extra-section/${action.id}`, body, coalesceKey };
    case 'delete':
      return {
        path: `/resume/delete-extra-section/${action.id}`,
        body: { ...ids, meta_key: 'extra_section' },
        coalesceKey,
      };
    case 'deleteBySection':
      return {
        path: '/resume/delete-resume-section',
        body: { resume_token: ids.resume_token, section },
        coalesceKey,
      };
    case 'leave':
      return null;
  }
}

export const editCustomSectionCall = (
  id: number,
  resumeToken: string,
  value: CustomSectionValue,
): SectionCall<CustomSectionAnswer> => ({
  path: `/resume/edit-custom-section/${id}`,
  body: { resume_token: resumeToken, meta_key: 'custom_section', meta_value: value },
  coalesceKey: customCoalesceKey(id),
});

export const deleteCustomSectionCall = (
  id: number,
  resumeToken: string,
): SectionCall<{ status: number }> => ({
  path: `/resume/delete-custom-section/${id}`,
  body: { resume_token: resumeToken, meta_key: 'custom_section' },
  coalesceKey: customCoalesceKey(id),
});
