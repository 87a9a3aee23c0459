/**
 * When is a rendered resume ready to print? When its fonts and images have loaded and the
 * pagination they change has settled. Fonts start loading only when layout needs them, and the
 * paged document re-measures on `loadingdone`, image `load` and resize events, whose state updates
 * React commits on a later task: so a quiet check alone is not enough, the page structure must be
 * seen unchanged across a frame with nothing left loading.
 */

const MAX_ROUNDS = 50;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Pages and the blocks on each: changes whenever pagination moves anything. */
export function pageStructure(root: HTMLElement): string {
  return [...root.querySelectorAll<HTMLElement>('[data-vt-page]')]
    .map((page) =>
      [...page.querySelectorAll<HTMLElement>('[data-vt-block]')]
        .map((block) => `${block.dataset.vtColumn}/${block.dataset.vtBlock}`)
        .join(','),
    )
    .join('|');
}

function imagesPending(root: HTMLElement): Promise<unknown>[] {
  return [...root.querySelectorAll('img')]
    .filter((image) => !image.complete)
    .map((image) => image.decode().catch(() => undefined));
}

function nothingLoading(root: HTMLElement): boolean {
  // Reading a layout property makes the browser lay out now, which starts the font loads it needs.
  void root.offsetHeight;
  return document.fonts.status === 'loaded' && [...root.querySelectorAll('img')].every((i) => i.complete);
}

/**
 * Resolves once fonts and images are loaded and the pages no longer change. Fast path: when the
 * fonts and images were all there already (a reused print page), the pagination of the first
 * commit is final.
 */
export async function settle(root: HTMLElement): Promise<void> {
  if (nothingLoading(root)) return;
  let previous = '';
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    await document.fonts.ready;
    await Promise.all(imagesPending(root));
    await nextFrame();
    const structure = pageStructure(root);
    if (structure === previous && nothingLoading(root)) return;
    previous = structure;
  }
}
