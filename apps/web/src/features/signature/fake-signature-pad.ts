/** A stand-in for signature_pad in tests (it needs a real canvas): `vi.mock('signature_pad', …)`. */
import { vi } from 'vitest';

export const DRAWN = 'data:image/png;base64,RFJBV04=';

/** `draw()` finishes a stroke; `instances` lists every pad made. */
export class FakeSignaturePad {
  static instances: FakeSignaturePad[] = [];
  penColor: string;
  empty = true;
  listeners: Record<string, () => void> = {};
  fromDataURL = vi.fn(async (_url: string) => {
    this.empty = false;
  });

  constructor(_canvas: HTMLCanvasElement, options: { penColor?: string } = {}) {
    this.penColor = options.penColor ?? 'black';
    FakeSignaturePad.instances.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = listener;
  }
  toDataURL() {
    return DRAWN;
  }
  clear() {
    this.empty = true;
  }
  isEmpty() {
    return this.empty;
  }
  off() {}
  draw() {
    this.empty = false;
    this.listeners.endStroke?.();
  }
  static get last(): FakeSignaturePad {
    const pad = FakeSignaturePad.instances.at(-1);
    if (!pad) throw new Error('no signature pad');
    return pad;
  }
}
