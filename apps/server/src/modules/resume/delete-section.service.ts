import { SECTION_ID, SECTION_META_KEYS, SECTION_SUB_KEYS, type SectionName } from '@vita/shared';
import type { Db } from '../../db/client';
import { deleteCustomSection, deleteCustomSectionInSlot } from './custom-sections.service';
import { deleteExtraSectionBySubKey } from './extra-sections.service';
import { deleteMetaSection } from './meta.service';
import { deletePhoto } from './photo.service';
import type { ResumeRow } from './resume-access';

export function sectionNameOf(section: SectionName | number): SectionName {
  if (typeof section === 'string') return section;
  const entry = Object.entries(SECTION_ID).find(([, id]) => id === section);
  if (!entry) throw new Error(`unknown section id ${section}`);
  return entry[0] as SectionName;
}

/**
 * Empties one final-page section (spec 01 §4): the heading (with its photo), a list or text
 * section, an extra section, or a custom section (by id, else by its slot one or two).
 */
export async function deleteResumeSection(db: Db, resume: ResumeRow, name: SectionName, customId?: number) {
  const metaKey = SECTION_META_KEYS[name];
  if (metaKey) {
    await deleteMetaSection(db, resume, metaKey);
    if (name === 'heading') await deletePhoto(db, resume);
    return;
  }
  const subKey = SECTION_SUB_KEYS[name];
  if (subKey) return deleteExtraSectionBySubKey(db, resume, subKey);
  if (customId !== undefined) return deleteCustomSection(db, resume, customId);
  return deleteCustomSectionInSlot(db, resume, name === 'customOne' ? 0 : 1);
}
