import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FlowGroup, PagedDocument } from './paged-document';

/**
 * happy-dom has no layout engine: these tests give every block, flow and page the size a browser
 * would measure, at a given on-screen scale, and check where the blocks end up.
 */
function fakeLayout(heights: Record<string, number>, capacity: number, scale: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-vt-page') ? 794 : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const element = this as HTMLElement;
    let width = 0;
    let height = 0;
    if (element.hasAttribute('data-vt-page')) [width, height] = [794, 1123];
    else if (element.hasAttribute('data-vt-flow')) [width, height] = [600, capacity];
    else if (element.dataset.vtBlock) [width, height] = [600, heights[element.dataset.vtBlock] ?? 0];
    return DOMRect.fromRect({ x: 0, y: 0, width: width * scale, height: height * scale });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const group = (key: string, blocks: string[], keepWithNext = false): FlowGroup => ({
  key,
  keepWithNext,
  blocks: blocks.map((block) => ({ key: block, node: <p>{`${key} ${block}`}</p> })),
});

const FLOWS = {
  main: [
    group('intro', ['a']),
    group('heading', ['h'], true),
    group('job1', ['head', 'text']),
    group('job2', ['head', 'text']),
  ],
};
const HEIGHTS = {
  'intro/a': 600,
  'heading/h': 50,
  'job1/head': 100,
  'job1/text': 200,
  'job2/head': 100,
  'job2/text': 200,
};

function pagesOf(container: HTMLElement): string[][] {
  return [...container.querySelectorAll('[data-vt-page]')].map((page) =>
    [...page.querySelectorAll('[data-vt-block]')].map(
      (block) => (block as HTMLElement).dataset.vtBlock ?? '',
    ),
  );
}

const renderFlows = () =>
  render(<PagedDocument flows={FLOWS} className="test" lang="de" renderPage={({ flow }) => flow('main')} />)
    .container;

describe('paged document', () => {
  it('moves an entry that does not fit to the next page, whole', () => {
    fakeLayout(HEIGHTS, 1000, 1);
    expect(pagesOf(renderFlows())).toEqual([
      ['intro/a', 'heading/h', 'job1/head', 'job1/text'],
      ['job2/head', 'job2/text'],
    ]);
  });

  it('breaks in the same places whatever the preview scale', () => {
    fakeLayout(HEIGHTS, 1000, 0.37);
    expect(pagesOf(renderFlows())).toEqual([
      ['intro/a', 'heading/h', 'job1/head', 'job1/text'],
      ['job2/head', 'job2/text'],
    ]);
  });

  it('keeps a heading with the entry after it', () => {
    fakeLayout({ ...HEIGHTS, 'intro/a': 900 }, 1000, 1);
    expect(pagesOf(renderFlows())).toEqual([
      ['intro/a'],
      ['heading/h', 'job1/head', 'job1/text', 'job2/head', 'job2/text'],
    ]);
  });

  it('shows everything on one page when nothing can be measured', () => {
    expect(pagesOf(renderFlows())).toEqual([Object.keys(HEIGHTS)]);
  });
});

describe('paged document readiness', () => {
  it('marks the document as paginated once the pages on screen are the measured ones', () => {
    fakeLayout(HEIGHTS, 1000, 1);
    const root = renderFlows().querySelector<HTMLElement>('.vt-document');
    expect(root?.dataset.vtPaginated).toBe('true');
  });

  it('does not claim pagination when nothing could be measured', () => {
    const root = renderFlows().querySelector<HTMLElement>('.vt-document');
    expect(root?.dataset.vtPaginated).toBeUndefined();
  });
});
