/**
 * Spell check's Save (01 §4): the corrected texts go to the local store (the preview follows)
 * and to the server through the calls the wizard pages use — save-meta for skills and summary,
 * add/edit-extra-section for the extra sections and links — with the shared save pattern
 * (retries, pending list). Coalesce keys are the ones the section pages use, so a queued save
 * of a page and one of the spell check never both reach the server.
 */
import type { ExtraSectionSubKey } from '@vita/shared';
import { DEFAULT_TEMPLATE, TEMPLATE_IDS } from '@vita/shared/constants';
import { useCallback } from 'react';
import { type SectionCall, sectionCalls, useSectionSave } from '../../../components/save-status';
import { getItem, type StoreValue } from '../../../store/local-store';
import { useResumeStore } from '../../../store/resume-store';
import { LINK_FIELDS, type SpellSection, type SpellTarget } from './spell-text';

type ExtraKey = 'accomplishments' | 'affiliations' | 'certifications' | 'webLinks';
const SUB_KEYS: Record<ExtraKey, ExtraSectionSubKey> = {
  accomplishments: 'Accomplishment',
  affiliations: 'Affiliation',
  certifications: 'Certification',
  webLinks: 'WebLinks',
};

export interface SpellChange {
  target: SpellTarget;
  source: string;
}
export type SpellSaveResult = { kind: 'saved' | 'queued' } | { kind: 'failed'; message: string };

const validId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

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
      const bySection = new Map<SpellSection, SpellChange[]>();
      for (const change of changes) {
        bySection.set(change.target.section, [...(bySection.get(change.target.section) ?? []), change]);
      }

      const sends: (() => ReturnType<typeof run>)[] = [];
      for (const [section, list] of bySection) {
        if (section === 'skills' || section === 'summary') {
          const html = list[0]?.source ?? '';
          const value = { ...(getItem(section) ?? {}), data: html } as NonNullable<
            StoreValue<typeof section>
          >;
          setValue(section, value);
          sends.push(() =>
            run(
              sectionCalls.saveMeta({
                resume_token: token,
                resume_template_id: templateId,
                meta_key: section,
                meta_value: value,
              }),
            ),
          );
          continue;
        }
        const stored = (getItem(section) ?? {}) as Record<string, unknown>;
        let metaValue: Record<string, unknown>;
        if (section === 'webLinks') {
          metaValue = Object.fromEntries(LINK_FIELDS.map((f) => [f, String(stored[f] ?? '')]));
          for (const change of list) if (change.target.field) metaValue[change.target.field] = change.source;
        } else {
          metaValue = { data: list[0]?.source ?? '' };
        }
        const id = stored.id;
        setValue(section, { ...metaValue, id: validId(id) ? id : 0 } as never);
        const subKey = SUB_KEYS[section];
        const call: SectionCall<{ id?: number; meta_value?: unknown }> = {
          path: validId(id) ? `/resume/edit-extra-section/${id}` : '/resume/add-extra-section',
          body: {
            resume_token: token,
            resume_template_id: templateId,
            meta_key: 'extra_section',
            meta_sub_key: subKey,
            meta_value: metaValue,
          },
          coalesceKey: `extra-section:${subKey}`,
        };
        sends.push(() =>
          run(call, {
            onSaved: (answer) => {
              if (validId(answer.id)) setValue(section, { ...metaValue, id: answer.id } as never);
            },
          }),
        );
      }

      let queued = false;
      for (const send of sends) {
        const outcome = await send();
        if (outcome.kind === 'failed') return { kind: 'failed', message: outcome.error.message };
        if (outcome.kind === 'queued') queued = true;
      }
      return { kind: queued ? 'queued' : 'saved' };
    },
    [run, setValue, ensureResumeToken],
  );
}
