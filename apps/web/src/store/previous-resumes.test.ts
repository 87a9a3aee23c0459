import type { Heading } from '@vita/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearResumeData, getItem, readAll, restoreSnapshot, setItem } from './local-store';
import {
  MAX_PREVIOUS_RESUMES,
  needsConfirmation,
  readPreviousResumes,
  rememberLeftResume,
} from './previous-resumes';

const OWN = 'a'.repeat(32);
const OTHER = 'c'.repeat(32);
/** A heading with only the fields a test needs (the form fills the rest). */
const heading = (fields: Partial<Heading>) => fields as Heading;
const token = (n: number) => n.toString(16).padStart(32, '0');

beforeEach(() => localStorage.clear());

describe('needsConfirmation (opening a ?id= link)', () => {
  it.each([
    ['asks when the link would replace a resume with content', OWN, { fname: 'Lena' }, OTHER, true],
    ['does not ask for the resume the browser already holds', OWN, { fname: 'Lena' }, OWN, false],
    ['does not ask when the visitor has a token but nothing in it', OWN, null, OTHER, false],
    ['does not ask a visitor without a resume', null, null, OTHER, false],
  ])('%s', (_case, own, name, link, expected) => {
    if (own) setItem('resumeToken', own);
    if (name) setItem('heading', heading(name));
    expect(needsConfirmation(link, readAll())).toBe(expected);
  });

  it('does not ask for a resume the visitor left on this device', () => {
    setItem('resumeToken', OWN);
    setItem('work', [{ jobtitle: 'Köchin' } as never]);
    setItem('previousResumes', [{ token: OTHER, name: '', leftAt: '2026-01-01T00:00:00Z' }]);
    expect(needsConfirmation(OTHER, readAll())).toBe(false);
  });
});

describe('rememberLeftResume', () => {
  it('keeps the left resume first, once, and drops the one being opened', () => {
    setItem('resumeToken', OWN);
    setItem('resumeName', 'Mein Lebenslauf');
    setItem('heading', heading({ fname: 'Lena' }));
    setItem('previousResumes', [
      { token: OTHER, name: 'Fremd', leftAt: '2026-01-01T00:00:00Z' },
      { token: OWN, name: 'alt', leftAt: '2026-01-01T00:00:00Z' },
    ]);
    rememberLeftResume(readAll(), OTHER, new Date('2026-11-25T12:00:00Z'));
    expect(readPreviousResumes()).toEqual([
      { token: OWN, name: 'Mein Lebenslauf', leftAt: '2026-11-25T12:00:00.000Z' },
    ]);
  });

  it('names a resume without a title by the name in its heading', () => {
    setItem('resumeToken', OWN);
    setItem('heading', heading({ fname: 'Lena', lname: 'Schäfer' }));
    rememberLeftResume(readAll(), OTHER);
    expect(readPreviousResumes()[0]?.name).toBe('Lena Schäfer');
  });

  it('keeps at most the newest ten', () => {
    setItem(
      'previousResumes',
      Array.from({ length: MAX_PREVIOUS_RESUMES }, (_, i) => ({ token: token(i + 1), name: '', leftAt: '' })),
    );
    setItem('resumeToken', OWN);
    setItem('heading', heading({ fname: 'Lena' }));
    rememberLeftResume(readAll(), OTHER);
    const kept = readPreviousResumes();
    expect(kept).toHaveLength(MAX_PREVIOUS_RESUMES);
    expect(kept[0]?.token).toBe(OWN);
  });

  it('survives "Nein" and a restored snapshot, which replace the resume keys', () => {
    setItem('previousResumes', [{ token: OWN, name: 'Mein Lebenslauf', leftAt: '' }]);
    restoreSnapshot({ resume_token: OTHER, previous_resumes: '[]' });
    clearResumeData();
    expect(getItem('previousResumes')).toEqual([{ token: OWN, name: 'Mein Lebenslauf', leftAt: '' }]);
  });

  it('ignores entries that are not a resume token', () => {
    localStorage.setItem(
      'previous_resumes',
      JSON.stringify([{ token: 'javascript:alert(1)', name: '', leftAt: '' }]),
    );
    expect(readPreviousResumes()).toEqual([]);
  });
});
