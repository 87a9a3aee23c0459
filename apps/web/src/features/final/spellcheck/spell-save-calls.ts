/**
 * The server calls that store spell check corrections, one section at a time: the calls the
 * wizard pages use, with their coalesce keys, so a queued save of a page and one of the spell
 * check never both reach the server.
 */
import type { ExtraSectionSubKey } from '@vita/shared';
import type { SectionCall } from '../../../components/save-status';
import { sectionCalls } from '../../../components/save-status';
import { LINK_FIELDS, type SpellChange, type SpellValues } from './spell-targets';

type ExtraKey = 'accomplishments' | 'affiliations' | 'certifications' | 'additionalInformation' | 'hobbies';
const SUB_KEYS: Record<ExtraKey | 'webLinks', ExtraSectionSubKey> = {
  accomplishments: 'Accomplishment',
  affiliations: 'Affiliation',
  certifications: 'Certification',
  additionalInformation: 'additionalInformation',
  hobbies: 'hobbiesInformation',
  webLinks: 'WebLinks',
};

export type SpellCall = { call: SectionCall<unknown>; onSaved?: (answer: unknown) => void };
export interface SpellSaveIds {
  resume_token: string;
  resume_template_id: number;
}
/** Writes one section to the local store (the preview follows). */
export type SetSection = (section: keyof SpellValues, value: unknown) => void;

export const validId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0;
const withoutId = (value: object) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'id'));

/** One call per changed job or school: the lists are stored entry by entry. */
function listCalls(
  section: 'work' | 'education',
  list: unknown[],
  changes: readonly SpellChange[],
  ids: SpellSaveIds,
): SpellCall[] {
  const indexes = new Set(changes.filter((c) => c.target.section === section).map((c) => c.target.index));
  const metaKey = section === 'work' ? 'work-expr' : 'education';
  return [...indexes].flatMap((index) =>
    index === null || list[index] === undefined
      ? []
      : [
          {
            call: sectionCalls.updateMetaValue({
              ...ids,
              meta_key: metaKey,
              meta_index: index,
              meta_value: list[index] as never,
            }),
          },
        ],
  );
}

/** An extra section or the web links: edited when the server gave it an id, else added. */
function extraSectionCall(
  section: ExtraKey | 'webLinks',
  value: unknown,
  ids: SpellSaveIds,
  set: SetSection,
) {
  const subKey = SUB_KEYS[section];
  const current = value as Record<string, unknown>;
  const metaValue =
    section === 'webLinks'
      ? Object.fromEntries(LINK_FIELDS.map((f) => [f, String(current[f] ?? '')]))
      : { data: String(current.data ?? '') };
  const id = current.id;
  set(section, { ...metaValue, id: validId(id) ? id : 0 });
  return {
    call: {
      path: validId(id) ? `/resume/edit-extra-section/${id}` : '/resume/add-extra-section',
      body: { ...ids, meta_key: 'extra_section', meta_sub_key: subKey, meta_value: metaValue },
      coalesceKey: `extra-section:${subKey}`,
    },
    onSaved: (answer: unknown) => {
      const savedId = (answer as { id?: unknown } | null)?.id;
      if (validId(savedId)) set(section, { ...metaValue, id: savedId });
    },
  };
}

/** The calls that store one corrected section. */
export function spellSaveCalls(
  section: keyof SpellValues,
  value: unknown,
  changes: readonly SpellChange[],
  ids: SpellSaveIds,
  set: SetSection,
): SpellCall[] {
  if (section === 'heading' || section === 'skills' || section === 'summary') {
    return [{ call: sectionCalls.saveMeta({ ...ids, meta_key: section, meta_value: value as never }) }];
  }
  if (section === 'work' || section === 'education')
    return listCalls(section, value as unknown[], changes, ids);
  if (section === 'languages') {
    const languages = value as NonNullable<SpellValues['languages']>;
    const body = {
      ...ids,
      meta_key: 'extra_section',
      meta_sub_key: 'Language',
      meta_value: withoutId(languages),
    };
    return [{ call: { path: '/resume/save-lang', body, coalesceKey: 'save-lang' } }];
  }
  if (section === 'customSectionOne' || section === 'customSectionTwo') {
    const custom = value as NonNullable<SpellValues['customSectionOne']>;
    // A section the server has not acknowledged yet waits in the pending list as an add; the
    // corrected text is in the local store and goes with the next save of that page.
    if (!validId(custom.id)) return [];
    const body = {
      resume_token: ids.resume_token,
      meta_key: 'custom_section',
      meta_value: withoutId(custom),
    };
    return [
      {
        call: {
          path: `/resume/edit-custom-section/${custom.id}`,
          body,
          coalesceKey: `custom-section:${custom.id}`,
        },
      },
    ];
  }
  return [extraSectionCall(section, value, ids, set)];
}
