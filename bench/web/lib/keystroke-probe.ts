/** One keystroke as the probe saw it, in milliseconds from its keydown event. */
export interface KeySample {
  /** Until the live preview's DOM held the new text. */
  toDom: number;
  /** Until the first animation frame that held it. */
  toFrame: number;
  /** Frames that passed without the new text before it showed (0: shown at the next frame). */
  late: number;
}

/**
 * Runs in the page (as source text: functions compiled by tsx carry helpers the page does not
 * have). On every input event in a text field it expects the preview to show the field's trimmed
 * value followed by a comma (the address line "street, postcode city"), times the keydown to the
 * DOM mutation that shows it and to the next animation frame, and collects `window.__keySamples`.
 * A key that does not change the trimmed value (a trailing space) is not a sample.
 */
export const KEYSTROKE_PROBE = `(() => {
  const samples = [];
  let keyAt = 0;
  let lastValue = '';
  let expected = null;
  let domAt = 0;
  const preview = () => document.querySelector('[data-testid="live-preview"]');
  const shows = (text) => (preview()?.textContent ?? '').includes(text);
  const finish = (frames) => {
    samples.push({ toDom: domAt - keyAt, toFrame: performance.now() - keyAt, late: frames });
    expected = null;
  };
  const waitForFrame = (frames) =>
    requestAnimationFrame(() => {
      if (expected === null) return;
      if (domAt > 0 && shows(expected)) finish(frames);
      else waitForFrame(frames + 1);
    });
  const observer = new MutationObserver(() => {
    if (expected !== null && domAt === 0 && shows(expected)) domAt = performance.now();
  });
  document.addEventListener('keydown', (event) => { keyAt = event.timeStamp; }, true);
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    const value = target.value.trim();
    if (value === '' || value === lastValue) return;
    lastValue = value;
    const root = preview();
    if (!root) return;
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    expected = value + ',';
    domAt = 0;
    if (shows(expected)) domAt = performance.now();
    waitForFrame(0);
  }, true);
  window.__keySamples = samples;
})()`;
