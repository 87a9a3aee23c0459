import { PRINT_MESSAGE } from '@vita/shared/contracts';
import type { ResumeDocument } from '@vita/shared/resume';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRINT_ENTRY_PATH, printInNewWindow } from './print-fallback';

const doc = { name: 'Lebenslauf' } as unknown as ResumeDocument;

/** A window on the print entry: ready after `readyAfter` looks, answers a render request. */
function fakePrintWindow(opener: Window, readyAfter = 2) {
  let looks = 0;
  const target = {
    closed: false,
    document: { title: 'Lebenslauf' },
    focus: vi.fn(),
    print: vi.fn(),
    postMessage: vi.fn((message: { type: string }) => {
      expect(message.type).toBe(PRINT_MESSAGE.render);
      opener.dispatchEvent(
        new MessageEvent('message', {
          origin: opener.location.origin,
          source: target as unknown as Window,
          data: { type: PRINT_MESSAGE.rendered, pages: 2, renderId: 1 },
        }),
      );
    }),
    get __VITA_RENDER__() {
      looks += 1;
      return looks > readyAfter ? () => undefined : undefined;
    },
  };
  return target;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PDF without Chromium: the browser print dialog', () => {
  it('opens the print entry, sends the document once it is ready, names the window and prints', async () => {
    const target = fakePrintWindow(window);
    const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    await expect(printInNewWindow(doc, 'Lebenslauf_Lena_Schäfer')).resolves.toBe('printed');
    expect(open).toHaveBeenCalledWith(PRINT_ENTRY_PATH, '_blank');
    expect(target.postMessage).toHaveBeenCalledTimes(1);
    expect(target.postMessage.mock.calls[0]?.[0]).toEqual({ type: PRINT_MESSAGE.render, doc });
    expect(target.document.title).toBe('Lebenslauf_Lena_Schäfer');
    expect(target.print).toHaveBeenCalledTimes(1);
  });

  it('says when the browser blocked the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(printInNewWindow(doc, 'x')).resolves.toBe('blocked');
  });

  it('gives up when the window is closed before it rendered', async () => {
    const target = { ...fakePrintWindow(window, 1_000), closed: true };
    vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    await expect(printInNewWindow(doc, 'x')).resolves.toBe('failed');
  });
});
