import { describe, expect, it } from 'vitest';
import {
  checkCustomSection,
  extraSectionSaveAction,
  hasAnyLink,
  namesAfterAddSection,
  renameInList,
  serverIdOf,
  trimWebLinks,
  webLinksSaveAction,
  withItem,
  without,
} from './save-rules';

const stored = (id: number) => ({ serverId: id, waiting: false });
const nothing = { serverId: null, waiting: false };
const queued = { serverId: null, waiting: true };

describe('extra-section save rules (01 §4)', () => {
  it.each([
    ['no stored value and non-empty text adds it', nothing, false, { kind: 'add' }],
    ['a stored value and non-empty text edits it by id', stored(12), false, { kind: 'edit', id: 12 }],
    ['empty text with a stored value deletes it', stored(12), true, { kind: 'delete', id: 12 }],
    ['empty with none stored leaves it', nothing, true, { kind: 'leave' }],
    [
      'an add still waiting to be sent is added again (the server updates, never duplicates)',
      queued,
      false,
      { kind: 'add' },
    ],
    ['empty while an add waits deletes it by section name', queued, true, { kind: 'deleteBySection' }],
  ] as const)('%s', (_name, copy, empty, expected) => {
    expect(extraSectionSaveAction(copy, empty)).toEqual(expected);
  });
});

describe('web links save rules (01 §4)', () => {
  const empty = { link1: '', link2: ' ', link3: '' };
  const one = { link1: '', link2: 'xing.com/profile/Anna_Schmidt', link3: '' };
  it.each([
    ['an existing record with all fields empty is deleted', stored(4), empty, { kind: 'delete', id: 4 }],
    ['an existing record with any value is updated', stored(4), one, { kind: 'edit', id: 4 }],
    ['no record and some value creates one', nothing, one, { kind: 'add' }],
    ['no record and nothing typed is left', nothing, empty, { kind: 'leave' }],
    ['no record and no local copy at all is left', nothing, null, { kind: 'leave' }],
  ] as const)('%s', (_name, copy, links, expected) => {
    expect(webLinksSaveAction(copy, links)).toEqual(expected);
  });

  it('counts blanks as empty', () => {
    expect(hasAnyLink({ link1: '  ', link2: '', link3: '' })).toBe(false);
    expect(hasAnyLink({ link3: 'anna.de' })).toBe(true);
  });
  it('sends trimmed links with every field', () => {
    expect(trimWebLinks({ link1: ' anna.de ' })).toEqual({ link1: 'anna.de', link2: '', link3: '' });
  });
});

describe('custom section check', () => {
  it.each([
    ['empty text opens the empty-section dialog', 'Ehrenamt', true, 'empty'],
    ['empty text wins over a missing title', '', true, 'empty'],
    ['text without a title asks for the title', '  ', false, 'titleMissing'],
    ['title and text can be saved', 'Ehrenamt', false, 'ok'],
  ] as const)('%s', (_name, title, emptyText, expected) => {
    expect(checkCustomSection(title, emptyText)).toBe(expected);
  });
});

describe('stored ids', () => {
  it.each([
    [{ id: 7 }, 7],
    [{ id: 0 }, null],
    [{ id: -1 }, null],
    [{ id: 1.5 }, null],
    [{ id: '7' }, null],
    [{}, null],
    [null, null],
  ] as const)('%j → %s', (value, expected) => {
    expect(serverIdOf(value)).toBe(expected);
  });
});

describe('stored name and path lists', () => {
  it('removes an item (Discard Section)', () => {
    expect(without(['Hobbys', 'Certifications'], 'Hobbys')).toEqual(['Certifications']);
    expect(without(null, 'Hobbys')).toEqual([]);
  });
  it('adds an item once', () => {
    expect(withItem(['Ehrenamt'], 'Ehrenamt')).toEqual(['Ehrenamt']);
    expect(withItem(null, 'Ehrenamt')).toEqual(['Ehrenamt']);
  });

  it.each([
    ['adds the ticked names', null, [], ['Hobbys', 'Certifications'], ['Hobbys', 'Certifications']],
    ['drops unticked names', ['Hobbys', 'Accomplishments'], ['Hobbys'], [], ['Accomplishments']],
    [
      'keeps names of hidden sections, languages and custom titles',
      ['Summary', 'Languages', 'Ehrenamt'],
      ['Hobbys'],
      ['Certifications'],
      ['Summary', 'Languages', 'Ehrenamt', 'Certifications'],
    ],
    ['does not repeat a name', ['Hobbys'], [], ['Hobbys'], ['Hobbys']],
  ] as const)('ext_name_arr after NEXT %s', (_name, previous, unticked, ticked, expected) => {
    expect(namesAfterAddSection(previous, unticked, ticked)).toEqual(expected);
  });

  it.each([
    [
      'renames in place',
      ['Hobbys', 'Ehrenamt', 'Summary'],
      'Ehrenamt',
      'Vereine',
      ['Hobbys', 'Vereine', 'Summary'],
    ],
    ['adds a title that was not there', ['Hobbys'], 'Ehrenamt', 'Vereine', ['Hobbys', 'Vereine']],
    ['drops an emptied title', ['Ehrenamt'], 'Ehrenamt', '  ', []],
    ['does not repeat a title', ['Vereine', 'Ehrenamt'], 'Ehrenamt', 'Vereine', ['Vereine']],
  ] as const)('a custom title %s', (_name, list, from, to, expected) => {
    expect(renameInList(list, from, to)).toEqual(expected);
  });
});
