import { describe, expect, it } from 'vitest';
import { EXTRA_SECTION_SUB_KEYS, META_KEYS, SECTION_ID, type SectionName } from '../constants';
import { SECTION_META_KEYS, SECTION_SUB_KEYS } from './section-keys';

const names = Object.keys(SECTION_ID) as SectionName[];

describe('section keys', () => {
  it('store every section but the custom ones in exactly one place', () => {
    for (const name of names) {
      const places = [SECTION_META_KEYS[name], SECTION_SUB_KEYS[name]].filter(Boolean);
      expect(places, name).toHaveLength(name === 'customOne' || name === 'customTwo' ? 0 : 1);
    }
  });

  it('name only keys the stored rows have', () => {
    for (const key of Object.values(SECTION_META_KEYS)) expect(META_KEYS).toContain(key);
    for (const key of Object.values(SECTION_SUB_KEYS)) expect(EXTRA_SECTION_SUB_KEYS).toContain(key);
  });

  it('keep the spec’s wire names', () => {
    expect(SECTION_META_KEYS.work).toBe('work-expr');
    expect(SECTION_SUB_KEYS.hobbies).toBe('hobbiesInformation');
    expect(SECTION_SUB_KEYS.languages).toBe('Language');
  });
});
