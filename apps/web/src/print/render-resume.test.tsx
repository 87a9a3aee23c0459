import { twoPageSampleParts } from '@vita/shared/resume';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { docOf, fakeTemplateLayout } from '../test/template-fixtures';
import { renderResume } from './render-resume';

const passes = vi.hoisted(() => ({ count: 0 }));

// Every measurement of the paged document ends in one `paginate` per column.
vi.mock('../templates/shared/pagination', async (original) => {
  const actual = await original<typeof import('../templates/shared/pagination')>();
  return {
    ...actual,
    paginate: (...args: Parameters<typeof actual.paginate>) => {
      passes.count += 1;
      return actual.paginate(...args);
    },
  };
});

/** As in Chromium: an observer reports each observed element once, when it starts observing. */
class ReportingResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(): void {
    queueMicrotask(() => this.callback([], this as unknown as ResizeObserver));
  }
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  passes.count = 0;
  vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  // The fonts are loaded, as in a print tab after its warm-up.
  const fonts = Object.assign(new EventTarget(), { status: 'loaded', ready: Promise.resolve() });
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'fonts');
  document.body.innerHTML = '';
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the print entry', () => {
  it('paginates each export once: one measurement of the single column, none repeated', async () => {
    fakeTemplateLayout((length) => 24 * Math.max(1, Math.ceil(length / 60)), 794);
    const container = document.createElement('main');
    document.body.append(container);
    const root = createRoot(container);
    const doc = { ...docOf(twoPageSampleParts), templateStyleName: 'styleTempOne' as const };

    for (let exportNo = 1; exportNo <= 3; exportNo += 1) {
      passes.count = 0;
      const { pages } = await renderResume(root, container, doc);
      await settle();
      expect(pages, 'the sample spans pages, so blocks were moved').toBeGreaterThan(1);
      expect(container.querySelector('[data-vt-paginated="true"]')).not.toBeNull();
      expect(passes.count, `export ${exportNo}: pagination passes`).toBe(1);
    }
    flushSync(() => root.unmount());
  });
});
