import { describe, expect, it } from 'vitest';
import { flowState, nonStudent, student } from '../test/flow-fixtures';
import type { FlowState } from './flow-state';
import {
  workDescriptionBack,
  workDescriptionHref,
  workDescriptionNext,
  workFormBack,
  workFormHref,
  workFormNext,
  workFormSkip,
  workSummaryBack,
} from './work';

type Case = [string, Partial<FlowState>, string];

describe('work form (/work-expr-form)', () => {
  it.each<Case>([
    ['returns to /Work-summary when jobs exist', { hasJobs: true }, '/Work-summary'],
    [
      'returns to /Work-summary when jobs exist, also in final mode',
      { hasJobs: true, finalMode: true },
      '/Work-summary',
    ],
    ['returns to /final-resume in final mode without jobs', { finalMode: true }, '/final-resume'],
    ['returns to /expr without jobs', {}, '/expr'],
  ])('Back %s', (_name, state, expected) => expect(workFormBack(flowState(state))).toBe(expected));

  it('goes to /Work-summary after saving and on OK in the More Information Needed dialog', () => {
    expect(workFormNext()).toBe('/Work-summary');
  });

  it.each<Case>([
    ['skips to /final-resume in final mode', { ...nonStudent, finalMode: true }, '/final-resume'],
    ['skips to /resume-education for a non-student without degrees', nonStudent, '/resume-education'],
    ['skips to /skill for a non-student who has degrees', { ...nonStudent, hasDegrees: true }, '/skill'],
    ['skips to /skill for a student (education came first)', { ...student, hasDegrees: true }, '/skill'],
    ['skips to /resume-education when nothing was answered and no degree exists', {}, '/resume-education'],
  ])("'I don't have work experience' %s", (_name, state, expected) =>
    expect(workFormSkip(flowState(state))).toBe(expected),
  );

  it('adds without an index and edits with one', () => {
    expect(workFormHref()).toBe('/work-expr-form');
    expect(workFormHref(null)).toBe('/work-expr-form');
    expect(workFormHref(0)).toBe('/work-expr-form?index=0');
    expect(workFormHref(3)).toBe('/work-expr-form?index=3');
  });
});

describe('work summary (/Work-summary)', () => {
  it.each<Case>([
    ['returns to /final-resume in final mode', { finalMode: true }, '/final-resume'],
    ['returns to /expr otherwise', {}, '/expr'],
  ])('Back %s', (_name, state, expected) => expect(workSummaryBack(flowState(state))).toBe(expected));
});

describe('work description (/work-description)', () => {
  it('links to the entry by index and returns to the list', () => {
    expect(workDescriptionHref(2)).toBe('/work-description?index=2');
    expect(workDescriptionBack()).toBe('/Work-summary');
  });

  it.each<Case>([
    ['goes back to /Work-summary', {}, '/Work-summary'],
    ['returns to /final-resume in final mode', { finalMode: true }, '/final-resume'],
  ])('Next %s', (_name, state, expected) => expect(workDescriptionNext(flowState(state))).toBe(expected));
});
