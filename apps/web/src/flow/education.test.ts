import { describe, expect, it } from 'vitest';
import { flowState } from '../test/flow-fixtures';
import {
  educationDescriptionBack,
  educationDescriptionHref,
  educationDescriptionNext,
  educationFormBack,
  educationFormHref,
  educationFormNext,
  educationSummaryBack,
  entryIndexOf,
} from './education';
import type { FlowState } from './flow-state';

type Case = [string, Partial<FlowState>, string];

describe('education form (/edu-del)', () => {
  it.each<Case>([
    ['returns to /edu-summary when degrees exist', { hasDegrees: true }, '/edu-summary'],
    [
      'returns to /edu-summary when degrees exist, also in final mode',
      { hasDegrees: true, finalMode: true },
      '/edu-summary',
    ],
    ['returns to /final-resume in final mode without degrees', { finalMode: true }, '/final-resume'],
    ['returns to /resume-education without degrees', {}, '/resume-education'],
  ])('Back %s', (_name, state, expected) => expect(educationFormBack(flowState(state))).toBe(expected));

  it('goes to /edu-summary after saving', () => expect(educationFormNext()).toBe('/edu-summary'));

  it.each([
    [undefined, '/edu-del'],
    [null, '/edu-del'],
    [0, '/edu-del?index=0'],
    [3, '/edu-del?index=3'],
  ])('links index %s as %s', (index, href) => expect(educationFormHref(index)).toBe(href));
});

describe('education summary (/edu-summary)', () => {
  it.each<Case>([
    ['returns to /final-resume in final mode', { finalMode: true }, '/final-resume'],
    ['returns to /resume-education otherwise', {}, '/resume-education'],
  ])('Back %s', (_name, state, expected) => expect(educationSummaryBack(flowState(state))).toBe(expected));
});

describe('education description (/edu-description)', () => {
  it('links the entry by index', () => expect(educationDescriptionHref(2)).toBe('/edu-description?index=2'));
  it('returns to /edu-summary', () => expect(educationDescriptionBack()).toBe('/edu-summary'));
  it.each<Case>([
    ['goes to /final-resume in final mode', { finalMode: true }, '/final-resume'],
    ['goes back to /edu-summary otherwise', {}, '/edu-summary'],
  ])('Next %s', (_name, state, expected) =>
    expect(educationDescriptionNext(flowState(state))).toBe(expected),
  );
});

describe('entry index from the query', () => {
  it.each([
    ['?index=0', 2, 0],
    ['?index=1', 2, 1],
    ['?index=2', 2, null],
    ['?index=-1', 2, null],
    ['?index=1.5', 2, null],
    ['?index=abc', 2, null],
    ['?index=', 2, null],
    ['', 2, null],
    ['?index=0', 0, null],
  ])('%s with %i entries reads as %s', (search, length, expected) =>
    expect(entryIndexOf(search, length)).toBe(expected),
  );
});
