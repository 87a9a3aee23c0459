import { afterEach, describe, expect, it, vi } from 'vitest';
import { reflowedBy, resolveHyphens } from './resolve-hyphens';

describe('resolving soft hyphens after layout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('measures with one range, however many hyphens: each live range slows every later DOM change', () => {
    const createRange = vi.spyOn(document, 'createRange');
    const root = document.createElement('div');
    for (let i = 0; i < 20; i += 1) {
      const line = document.createElement('p');
      line.textContent = `Tabellen\u00adkalkulations\u00adprogramme ${i}`;
      root.append(line);
    }
    document.body.append(root);
    resolveHyphens([root]);
    resolveHyphens([root]);
    expect(createRange.mock.calls.length).toBeLessThanOrEqual(1);
  });

  /** Lays `text` out as in a browser: `lineOf(offset)` is the line each character sits on. */
  function layOut(lineOf: (offset: number) => number) {
    return vi.spyOn(Range.prototype, 'getClientRects').mockImplementation(function (this: Range) {
      const rects: DOMRect[] = [];
      for (let at = this.startOffset; at < this.endOffset; at += 1) {
        const line = lineOf(at);
        if (rects.at(-1)?.top !== line * 20) rects.push(new DOMRect(0, line * 20, 10, 20));
      }
      return rects as unknown as DOMRectList;
    });
  }

  it('measures a text on one line once, however many soft hyphens it has', () => {
    const measure = layOut(() => 0);
    const line = document.createElement('p');
    line.textContent = 'Waren\u00adpräsen\u00adtation und Kassen\u00adführung';
    document.body.append(line);
    resolveHyphens([line]);
    expect(line.textContent).toBe('Warenpräsentation und Kassenführung');
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('measures each soft hyphen of a longer text once and hyphenates only at the line end', () => {
    const text = 'Tabellen\u00adkalkulations\u00adprogramme und Waren\u00adwirtschaft';
    const breakAfter = text.indexOf('\u00adprogramme');
    const measure = layOut((at) => (at > breakAfter ? 1 : 0));
    const line = document.createElement('p');
    line.textContent = text;
    document.body.append(line);
    resolveHyphens([line]);
    expect(line.textContent).toBe('Tabellenkalkulations-programme und Warenwirtschaft');
    expect(measure).toHaveBeenCalledTimes(1 + 3);
  });
});

describe('what a change in the paged document re-flows', () => {
  const record = (target: Node, addedNodes: Node[] = [], type: MutationRecordType = 'childList') =>
    ({ type, target, addedNodes: addedNodes as unknown as NodeList }) as MutationRecord;

  function pagedDocument() {
    document.body.innerHTML = `<div class="vt-document"><div data-vt-page="1"><div data-vt-flow="main">
      <div data-vt-block="a"><p id="a">Kunden\u00adberatung</p></div></div></div></div>`;
    const flow = document.querySelector('[data-vt-flow]') as HTMLElement;
    const moved = document.createElement('div');
    moved.dataset.vtBlock = 'b';
    return { flow, moved, paragraph: document.getElementById('a') as HTMLElement };
  }

  it('is only the block that moved when pagination moves a block to another page', () => {
    const { flow, moved } = pagedDocument();
    expect(reflowedBy(record(flow, [moved]))).toEqual([moved]);
    expect(reflowedBy(record(flow.closest('.vt-document') as Node))).toEqual([]);
  });

  it('is the whole block when the children of one of its paragraphs change', () => {
    const { paragraph } = pagedDocument();
    const run = document.createElement('strong');
    expect(reflowedBy(record(paragraph, [run]))).toEqual([paragraph.parentElement, run]);
  });

  it('is the text itself when React changes a text', () => {
    const { paragraph } = pagedDocument();
    const text = paragraph.firstChild as Text;
    expect(reflowedBy(record(text, [], 'characterData'))).toEqual([text]);
  });
});
