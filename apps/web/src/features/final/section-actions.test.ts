import { describe, expect, it } from 'vitest';
import { type ArrangedKey, deleteCall, localChangesAfterDelete, pencilTarget } from './section-actions';

const TOKEN = 'd'.repeat(32);

describe('pencil targets of the final page (01 §2)', () => {
  it.each<[ArrangedKey, number | null, string]>([
    ['languages', null, '/lngg'],
    ['skills', null, '/add-skill'],
    ['education', null, '/edu-summary'],
    ['work', null, '/Work-summary'],
    ['summary', null, '/add-summary'],
    ['accomplishments', 4, '/accm'],
    ['affiliations', 5, '/afil'],
    ['additionalInformation', 6, '/addi'],
    ['webLinks', 8, '/alnk'],
    ['certifications', 9, '/cert'],
    ['hobbies', 10, '/hobbies'],
    ['customOne', 21, '/cus-one?customSecToken=21'],
    ['customTwo', 22, '/cus-two?customSecToken=22'],
    ['customOne', null, '/cus-one'],
    ['signature', null, '/upload-signature'],
    ['heading', null, '/resume'],
  ])('%s (id %s) → %s', (key, id, path) => {
    expect(pencilTarget(key, id)).toBe(path);
  });
});

describe('delete calls', () => {
  it('empties a resume section by name with delete-resume-section', () => {
    expect(deleteCall('work', TOKEN, null)).toEqual({
      path: '/resume/delete-resume-section',
      body: { resume_token: TOKEN, section: 'work' },
    });
  });

  it('replaces a queued save of the same extra section', () => {
    expect(deleteCall('certifications', TOKEN, 9).coalesceKey).toBe('extra-section:Certification');
    expect(deleteCall('skills', TOKEN, null).coalesceKey).toBe('save-meta:skills');
  });

  it('deletes a custom section by its id', () => {
    expect(deleteCall('customTwo', TOKEN, 22)).toEqual({
      path: '/resume/delete-resume-section',
      body: { resume_token: TOKEN, section: 'customTwo', id: 22 },
      coalesceKey: 'custom-section:22',
    });
  });

  it('deletes the signature with delete-meta-section', () => {
    expect(deleteCall('signature', TOKEN, null).body).toEqual({ resume_token: TOKEN, meta_key: 'signature' });
  });
});

describe('local copies after a delete (01 §4)', () => {
  const lists = {
    extraSections: ['/hobbies', '/cert', '/cus-one'],
    extraSectionNames: ['Hobbys', 'Certifications', 'Ehrenamt'],
  };

  it.each<[ArrangedKey, Record<string, unknown>]>([
    ['heading', { heading: null, photo: null }],
    ['education', { education: [] }],
    ['work', { work: [] }],
    ['skills', { skills: null }],
    ['summary', { summary: null }],
    ['languages', { languages: null }],
    ['webLinks', { webLinks: null }],
    ['signature', { signature: null }],
  ])('%s is emptied', (key, expected) => {
    expect(localChangesAfterDelete(key, { extraSections: null, extraSectionNames: null })).toEqual(expected);
  });

  it('takes an extra section off the chosen lists, so its heading does not come back', () => {
    expect(localChangesAfterDelete('hobbies', lists)).toEqual({
      hobbies: null,
      extraSections: ['/cert', '/cus-one'],
      extraSectionNames: ['Certifications', 'Ehrenamt'],
    });
  });

  it('takes a custom section off the lists by its path and title', () => {
    expect(localChangesAfterDelete('customOne', lists, 'Ehrenamt')).toEqual({
      customSectionOne: null,
      extraSections: ['/hobbies', '/cert'],
      extraSectionNames: ['Hobbys', 'Certifications'],
    });
  });
});
