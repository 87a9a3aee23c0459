import { describe, expect, it } from 'vitest';
import { flowState } from '../test/flow-fixtures';
import {
  addSectionBack,
  extraSectionBack,
  extraSectionList,
  extraSectionNext,
  nextPathAfterAddSection,
  sectionNavigation,
  signatureBack,
  signatureIntroBack,
  signatureIntroNext,
  signatureNext,
  storedExtraSectionList,
  summaryBack,
  summaryNext,
  webLinksBack,
  webLinksNext,
} from './sections';

const noCustom = { one: null, two: null };
const bothCustom = { one: 7, two: 9 };

describe('add-section', () => {
  it('Back returns to /final-resume when finished, else /lngg', () => {
    expect(addSectionBack(flowState({ finalMode: true }))).toBe('/final-resume');
    expect(addSectionBack(flowState())).toBe('/lngg');
  });

  it('stores the ticked sections in checklist order, then the existing custom sections', () => {
    expect(extraSectionList(['/accm', '/hobbies', '/add-summary'], bothCustom)).toEqual([
      '/add-summary',
      '/hobbies',
      '/accm',
      '/cus-one',
      '/cus-two',
    ]);
  });
  it('ignores paths that are not on the checklist', () => {
    expect(extraSectionList(['/resume', '/cert'], noCustom)).toEqual(['/cert']);
  });

  it.each([
    ['goes to the first selected section', {}, ['/cert', '/afil'], '/cert'],
    [
      'goes to a custom section when nothing is ticked',
      { customSectionIds: { one: 3, two: null } },
      ['/cus-one'],
      '/cus-one?customSecToken=3',
    ],
    ['goes to /signature with nothing selected', {}, [], '/signature'],
    [
      'returns to /final-resume with nothing selected in final mode',
      { finalMode: true },
      [],
      '/final-resume',
    ],
    ['goes to the first selected section in final mode too', { finalMode: true }, ['/hobbies'], '/hobbies'],
  ] as const)('NEXT %s', (_n, state, list, expected) => {
    expect(nextPathAfterAddSection(flowState(state), list)).toBe(expected);
  });
});

describe('extra sections: Back and Next through the stored list', () => {
  const list = ['/add-summary', '/hobbies', '/cert', '/cus-one', '/cus-two'];
  const state = flowState({ extraSections: list, customSectionIds: bothCustom });

  it.each([
    ['/hobbies', '/add-summary'],
    ['/cert', '/hobbies'],
    ['/cus-one', '/cert'],
    ['/cus-two', '/cus-one?customSecToken=7'],
  ] as const)('Back from %s goes to %s', (current, expected) => {
    expect(extraSectionBack(state, current)).toBe(expected);
  });
  it('Back from the first section goes to /add-section', () => {
    expect(extraSectionBack(flowState({ extraSections: ['/accm', '/afil'] }), '/accm')).toBe('/add-section');
  });
  it('Back from a section not in the list goes to /add-section', () => {
    expect(extraSectionBack(state, '/addi')).toBe('/add-section');
  });

  it.each([
    ['/hobbies', '/cert'],
    ['/cert', '/cus-one?customSecToken=7'],
    ['/cus-one', '/cus-two?customSecToken=9'],
  ] as const)('Next from %s goes to %s', (current, expected) => {
    expect(extraSectionNext(state, current)).toBe(expected);
  });
  it('Next from the last section goes to /signature', () => {
    expect(extraSectionNext(state, '/cus-two')).toBe('/signature');
  });
  it('Next from a section not in the list goes to /signature', () => {
    expect(extraSectionNext(state, '/addi')).toBe('/signature');
  });
  it('a custom section without a stored id links without the query', () => {
    const s = flowState({ extraSections: ['/cert', '/cus-one'] });
    expect(extraSectionNext(s, '/cert')).toBe('/cus-one');
  });

  it.each(['/accm', '/afil', '/addi', '/cert', '/hobbies', '/cus-one', '/cus-two'] as const)(
    'Back and Next from %s return to /final-resume in final mode',
    (current) => {
      const final = flowState({ finalMode: true, extraSections: ['/accm', current, '/afil'] });
      expect(extraSectionBack(final, current)).toBe('/final-resume');
      expect(extraSectionNext(final, current)).toBe('/final-resume');
    },
  );
});

describe('web links (/alnk)', () => {
  it('saving goes to /final-resume when the resume is finished', () => {
    expect(webLinksNext(flowState({ finalMode: true }))).toBe('/final-resume');
  });
  it('saving goes to /signature otherwise', () => {
    expect(webLinksNext(flowState())).toBe('/signature');
  });
  it('saving follows the stored order when a section comes after the links', () => {
    expect(webLinksNext(flowState({ extraSections: ['/alnk', '/hobbies'] }))).toBe('/hobbies');
  });
  it('Back goes to /final-resume when editing a finished resume whose links exist', () => {
    expect(webLinksBack(flowState({ finalMode: true, hasWebLinks: true }))).toBe('/final-resume');
  });
  it('Back in final mode without links goes to the previous section or /add-section', () => {
    expect(webLinksBack(flowState({ finalMode: true, extraSections: ['/cert', '/alnk'] }))).toBe('/cert');
    expect(webLinksBack(flowState({ finalMode: true }))).toBe('/add-section');
  });
  it('Back goes to the previous section in the stored order, or /add-section', () => {
    expect(webLinksBack(flowState({ extraSections: ['/accm', '/alnk'] }))).toBe('/accm');
    expect(webLinksBack(flowState())).toBe('/add-section');
  });
});

describe('summary editor (/add-summary)', () => {
  it('follows the main flow when it is not in the stored list', () => {
    expect(summaryBack(flowState())).toBe('/summary');
    expect(summaryNext(flowState())).toBe('/language');
  });
  it('follows the stored list when it was chosen on /add-section', () => {
    const s = flowState({ extraSections: ['/add-summary', '/hobbies'] });
    expect(summaryBack(s)).toBe('/add-section');
    expect(summaryNext(s)).toBe('/hobbies');
  });
  it('returns to /final-resume in final mode', () => {
    expect(summaryBack(flowState({ finalMode: true }))).toBe('/final-resume');
    expect(summaryNext(flowState({ finalMode: true }))).toBe('/final-resume');
  });
});

describe('sectionNavigation by path', () => {
  it('answers for every extra-section page and null for others', () => {
    const s = flowState({ extraSections: ['/accm', '/alnk'] });
    expect(sectionNavigation(s, '/accm')).toEqual({ back: '/add-section', next: '/alnk' });
    expect(sectionNavigation(s, '/alnk')).toEqual({ back: '/accm', next: '/signature' });
    expect(sectionNavigation(s, '/add-summary')).toEqual({ back: '/summary', next: '/language' });
    expect(sectionNavigation(s, '/resume')).toBeNull();
  });
});

describe('signature', () => {
  it('the intro goes back to /add-section and on to /upload-signature', () => {
    expect(signatureIntroBack()).toBe('/add-section');
    expect(signatureIntroNext()).toBe('/upload-signature');
  });
  it('Back goes to /final-resume when the final flag is set, else /add-section', () => {
    expect(signatureBack(flowState({ finalMode: true }))).toBe('/final-resume');
    expect(signatureBack(flowState())).toBe('/add-section');
  });
  it('NEXT goes to /final-resume', () => {
    expect(signatureNext()).toBe('/final-resume');
  });
});

describe('add-section: the stored list keeps chosen sections that are hidden because they have content', () => {
  it.each([
    ['ticked only', ['/cert'], [], [], noCustom, ['/cert']],
    [
      'keeps a present section chosen before',
      ['/cert'],
      ['/hobbies', '/cert'],
      ['/hobbies'],
      noCustom,
      ['/hobbies', '/cert'],
    ],
    ['drops a present section never chosen', ['/cert'], [], ['/hobbies'], noCustom, ['/cert']],
    ['drops an unticked section that is not present', [], ['/accm'], [], noCustom, []],
    [
      'ends with the custom sections that exist',
      ['/addi'],
      [],
      [],
      bothCustom,
      ['/addi', '/cus-one', '/cus-two'],
    ],
  ] as const)('%s', (_name, ticked, previous, present, ids, expected) => {
    expect(storedExtraSectionList(ticked, previous, present, ids)).toEqual(expected);
  });
});
