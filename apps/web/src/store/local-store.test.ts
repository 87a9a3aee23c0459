import { describe, expect, it } from 'vitest';
import {
  clearAll,
  clearResumeData,
  getItem,
  removeItem,
  restoreSnapshot,
  setItem,
  snapshot,
  storageKeyOf,
} from './local-store';
import { createResumeToken } from './resume-token';

describe('resume token', () => {
  it('is 32 lowercase hex characters (128 bits), as the server requires', () => {
    expect(createResumeToken()).toMatch(/^[a-f0-9]{32}$/);
  });
  it('differs on every call', () => {
    const tokens = new Set(Array.from({ length: 50 }, createResumeToken));
    expect(tokens.size).toBe(50);
  });
});

describe('typed keys', () => {
  it('keeps the spec key names', () => {
    expect(storageKeyOf('resumeToken')).toBe('resume_token');
    expect(storageKeyOf('finalResume')).toBe('FinalResume');
    expect(storageKeyOf('lastPath')).toBe('en_pth');
    expect(storageKeyOf('extraSections')).toBe('extra_section_array');
    expect(storageKeyOf('extraSectionNames')).toBe('ext_name_arr');
    expect(storageKeyOf('signature')).toBe('local_sign_data');
    expect(storageKeyOf('heading')).toBe('resume_meta_value_heading');
    expect(storageKeyOf('loginToken')).toBe('token');
    expect(storageKeyOf('subscriptionStatus')).toBe('sub_status');
  });

  it('stores text as it is and reads it back', () => {
    setItem('lastPath', '/edu-summary');
    expect(localStorage.getItem('en_pth')).toBe('/edu-summary');
    expect(getItem('lastPath')).toBe('/edu-summary');
  });

  it('stores flags as true/false', () => {
    setItem('finalResume', true);
    expect(localStorage.getItem('FinalResume')).toBe('true');
    expect(getItem('finalResume')).toBe(true);
    setItem('finalResume', false);
    expect(getItem('finalResume')).toBe(false);
  });

  it('JSON-encodes list-like values', () => {
    setItem('extraSections', ['/hobbies', '/cert']);
    expect(localStorage.getItem('extra_section_array')).toBe('["/hobbies","/cert"]');
    expect(getItem('extraSections')).toEqual(['/hobbies', '/cert']);
  });

  it('stores numbers as digits', () => {
    setItem('templateId', 7);
    expect(localStorage.getItem('templateId')).toBe('7');
    expect(getItem('templateId')).toBe(7);
  });

  it('reads values that do not decode as null instead of throwing', () => {
    localStorage.setItem('extra_section_array', '{broken');
    localStorage.setItem('isStudent', 'maybe');
    localStorage.setItem('resume_token', 'not-a-token');
    localStorage.setItem('templateId', 'seven');
    expect(getItem('extraSections')).toBeNull();
    expect(getItem('isStudent')).toBeNull();
    expect(getItem('resumeToken')).toBeNull();
    expect(getItem('templateId')).toBeNull();
  });

  it('rejects JSON of the wrong shape', () => {
    localStorage.setItem('resume_meta_value_education', '{"sname":"TU"}');
    expect(getItem('education')).toBeNull();
  });

  it('removes a value with removeItem or null', () => {
    setItem('country', 'DE');
    removeItem('country');
    expect(getItem('country')).toBeNull();
    setItem('country', 'AT');
    setItem('country', null);
    expect(localStorage.getItem('country')).toBeNull();
  });
});

describe('clearing', () => {
  const fill = () => {
    setItem('resumeToken', createResumeToken());
    setItem('education', [{ sname: 'TU Berlin' } as never]);
    setItem('photo', 'data:image/jpeg;base64,AAAA');
    setItem('loginToken', 'jwt');
    localStorage.setItem('i18nextLng', 'en');
  };

  it('clearResumeData (Nein) removes the resume and photo, keeps login and language', () => {
    fill();
    clearResumeData();
    expect(getItem('resumeToken')).toBeNull();
    expect(getItem('education')).toBeNull();
    expect(getItem('photo')).toBeNull();
    expect(getItem('loginToken')).toBe('jwt');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('clearAll (logout) removes the login too, keeps the language', () => {
    fill();
    clearAll();
    expect(getItem('loginToken')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});

describe('snapshot and restore', () => {
  it('snapshots the resume keys as stored strings, without login, language or photo', () => {
    const token = createResumeToken();
    setItem('resumeToken', token);
    setItem('isStudent', 'Yes');
    setItem('extraSections', ['/cert']);
    setItem('loginToken', 'jwt');
    setItem('photo', 'data:image/jpeg;base64,AAAA');
    localStorage.setItem('i18nextLng', 'de');
    expect(snapshot()).toEqual({ resume_token: token, isStudent: 'Yes', extra_section_array: '["/cert"]' });
  });

  it('restores a snapshot, storing arrays and objects as JSON', () => {
    const token = createResumeToken();
    const written = restoreSnapshot({
      resume_token: token,
      FinalResume: 'true',
      extra_section_array: ['/hobbies'],
      resume_meta_value_heading: { fname: 'Lena', email: 'lena@example.de' },
    });
    expect(written.sort()).toEqual(
      ['FinalResume', 'extra_section_array', 'resume_meta_value_heading', 'resume_token'].sort(),
    );
    expect(getItem('finalResume')).toBe(true);
    expect(getItem('extraSections')).toEqual(['/hobbies']);
    expect(getItem('heading')?.email).toBe('lena@example.de');
  });

  it('never writes the login, unknown keys or values that do not decode', () => {
    restoreSnapshot({ token: 'evil', i18nextLng: 'xx', something: 'else', isStudent: 'perhaps' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    expect(localStorage.getItem('something')).toBeNull();
    expect(localStorage.getItem('isStudent')).toBeNull();
  });

  it('replaces the previous resume instead of mixing two', () => {
    setItem('education', [{ sname: 'Alt' } as never]);
    setItem('loginToken', 'jwt');
    restoreSnapshot({ resume_token: createResumeToken() });
    expect(getItem('education')).toBeNull();
    expect(getItem('loginToken')).toBe('jwt');
  });

  it('round-trips: restore(snapshot()) gives the same values', () => {
    setItem('resumeToken', createResumeToken());
    setItem('work', [{ jobtitle: 'Koch', employer: 'Hotel Adlon' } as never]);
    setItem('finalResume', true);
    const before = snapshot();
    clearResumeData();
    restoreSnapshot(before);
    expect(snapshot()).toEqual(before);
  });
});
