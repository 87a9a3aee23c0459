/**
 * Fonts and images change the height of what they are in, so pages are only right when measured
 * with all of them in place. Fonts start loading when layout first needs them; `fonts.status`
 * turns to 'loading' as soon as a forced layout has asked for one.
 */

/** Whether anything the rendered resume shows is still loading; lays the page out to find out. */
export function assetsPending(root: HTMLElement): boolean {
  void root.offsetHeight;
  return (
    document.fonts.status !== 'loaded' || [...root.querySelectorAll('img')].some((image) => !image.complete)
  );
}

export async function assetsLoaded(root: HTMLElement): Promise<void> {
  await document.fonts.ready;
  await Promise.all(
    [...root.querySelectorAll('img')]
      .filter((image) => !image.complete)
      .map((image) => image.decode().catch(() => undefined)),
  );
}

/**
 * Decodes images before the template shows them: an <img> whose URL is already decoded is
 * complete at once, so a resume with a photo can be paginated in its first render.
 */
export async function preloadImages(urls: readonly (string | null)[]): Promise<void> {
  await Promise.all(
    urls
      .filter((url): url is string => url !== null && url !== '')
      .map((url) => {
        const image = new Image();
        image.src = url;
        return image.decode().catch(() => undefined);
      }),
  );
}
