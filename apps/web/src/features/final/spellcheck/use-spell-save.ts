/**
 * Spell check's Save (01 §4): the corrected texts go to the local store (the preview follows)
 * and to the server through the calls the wizard pages use — save-meta for heading, skills and
 * summary, update-meta-value for one job or school, save-lang, add/edit-extra-section and
 * edit-custom-section — with the shared save pattern (retries, pending list). Coalesce keys are
 * the ones the section pages use, so a queued save of a page and one of the spell check never
 * both reach the server. Strengths of the sections the score counts are computed again.
 */
import type { ExtraSectionSubKey } from '@vita/shared';
import { DEFAULT_TEMPLATE, TEMPLATE_IDS } from '@vita/shared/constants';
import {
  educationStrength,
  headingStrength,
  skillsStrength,
  summaryStrength,
  workStrength,
} from '@vita/shared/resume';
import { useCallback } from 'react';
import { type SectionCall, sectionCalls, useSectionSave } from '../../../components/save-status';
import { getItem } from '../../../store/local-store';
import { useResumeStore } from '../../../store/resume-store';
import { applyChanges, LINK_FIELDS, type SpellChange, type SpellValues } from './spell-targets';

export type { SpellChange } from './spell-targets';

type ExtraKey = 'accomplishments' | 'affiliations' | 'certifications' | 'additionalInformation' | 'hobbies';
const SUB_KEYS: Record<ExtraKey | 'webLinks', ExtraSectionSubKey> = {
  accomplishments: 'Accomplishment',
  affiliations: 'Affiliation',
  certifications: 'Certification',
  additionalInformation: 'additionalInformation',
  hobbies: 'hobbiesInformation',
  webLinks: 'WebLinks',
};
const STRENGTH = {
  heading: headingStrength,
  work: workStrength,
  education: educationStrength,
  skills: skillsStrength,
  summary: summaryStrength,
} as const;

export type SpellSaveResult = { kind: 'saved' | 'queued' } | { kind: 'failed'; message: string };
type Call = { call: SectionCall<unknown>; onSaved?: (answer: unknown) => void };

const validId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;
const withoutId = (value: object) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'id'));

export function useSpellSave() {
  const { run } = useSectionSave();
  const setValue = useResumeStore((s) => s.set);
  const ensureResumeToken = useResumeStore((s) => s.ensureResumeToken);

  return useCallback(
    async (changes: readonly SpellChange[]): Promise<SpellSaveResult> => {
      const token = ensureResumeToken();
      const storedTemplate = getItem('templateId');
      const templateId =
        storedTemplate !== null && (TEMPLATE_IDS as readonly number[]).includes(storedTemplate)
          ? storedTemplate
          : DEFAULT_TEMPLATE.id;
      const ids = { resume_token: token, resume_template_id: templateId };
      const stored = useResumeStore.getState().values as Partial<SpellValues>;
      const next = applyChanges(stored, changes);
      const calls: Call[] = [];

      for (const [section, value] of Object.entries(next) as [keyof SpellValues, unknown][]) {
        setValue(section, value as never);
        if (section in STRENGTH) {
          const strength = STRENGTH[section as keyof typeof STRENGTH](value);
          setValue('sectionStrength', { ...getItem('sectionStrength'), [section]: strength });
        }
        if (section === 'heading' || section === 'skills' || section === 'summary') {
          calls.push({
            call: sectionCalls.saveMeta({ ...ids, meta_key: section, meta_value: value as never }),
          });
        } else if (section === 'work' || section === 'education') {
          const indexes = new Set(
            changes.filter((c) => c.target.section === section).map((c) => c.target.index),
          );
          const list = value as unknown[];
          for (const index of indexes) {
            if (index === null || list[index] === undefined) continue;
            const metaKey = section === 'work' ? 'work-expr' : 'education';
            calls.push({
              call: sectionCalls.updateMetaValue({
                ...ids,
                meta_key: metaKey,
                meta_index: index,
                meta_value: list[index] as never,
              }),
            });
          }
        } else if (section === 'languages') {
          const languages = value as NonNullable<SpellValues['languages']>;
          calls.push({
            call: {
              path: '/resume/save-lang',
              body: {
                ...ids,
                meta_key: 'extra_section',
                meta_sub_key: 'Language',
                meta_value: withoutId(languages),
              },
              coalesceKey: 'save-lang',
            },
          });
        } else if (section === 'customSectionOne' || section === 'customSectionTwo') {
          const custom = value as NonNullable<SpellValues['customSectionOne']>;
          // A section the server has not acknowledged yet waits in the pending list as an add; the
          // corrected text is in the local store and goes with the next save of that page.
          if (!validId(custom.id)) continue;
          calls.push({
            call: {
              path: `/resume/edit-custom-section/${custom.id}`,
              body: { resume_token: token, meta_key: 'custom_section', meta_value: withoutId(custom) },
              coalesceKey: `custom-section:${custom.id}`,
            },
          });
        } else {
          const subKey = SUB_KEYS[section];
          const current = value as Record<string, unknown>;
          const metaValue =
            section === 'webLinks'
              ? Object.fromEntries(LINK_FIELDS.map((f) => [f, String(current[f] ?? '')]))
              : { data: String(current.data ?? '') };
          const id = current.id;
          setValue(section, { ...metaValue, id: validId(id) ? id : 0 } as never);
          calls.push({
            call: {
              path: validId(id) ? `/resume/edit-extra-section/${id}` : '/resume/add-extra-section',
              body: { ...ids, meta_key: 'extra_section', meta_sub_key: subKey, meta_value: metaValue },
              coalesceKey: `extra-section:${subKey}`,
            },
            onSaved: (answer) => {
              const savedId = (answer as { id?: unknown } | null)?.id;
              if (validId(savedId)) setValue(section, { ...metaValue, id: savedId } as never);
            },
          });
        }
      }

      let queued = false;
      for (const { call, onSaved } of calls) {
        const outcome = await run(call, onSaved ? { onSaved } : {});
        if (outcome.kind === 'failed') return { kind: 'failed', message: outcome.error.message };
        if (outcome.kind === 'queued') queued = true;
      }
      return { kind: queued ? 'queued' : 'saved' };
    },
    [run, setValue, ensureResumeToken],
  );
}
