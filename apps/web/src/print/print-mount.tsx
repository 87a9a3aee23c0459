import type { ResumeDocument } from '@vita/shared/resume';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { templatesReady } from '../templates/registry';
import { assetsLoaded, assetsPending, preloadImages } from './settle';

/** A page that asks for new fonts every time it is laid out again is printed as it stands. */
const MAX_MOUNTS = 5;

/**
 * The ids of one kind of render. `start` removes `data-ready` from <html> while a render is under
 * way; `finish` sets it to `<mark><id>` unless a newer render of this kind has started since.
 */
export function renderIds(mark: string) {
  let latest = 0;
  return {
    start(): number {
      latest += 1;
      document.documentElement.removeAttribute('data-ready');
      return latest;
    },
    finish(id: number): void {
      if (id === latest) document.documentElement.dataset.ready = `${mark}${id}`;
    },
  };
}

/** Before the first mount: the photo and the signature decoded, the resume's hyphenation loaded. */
export async function printAssetsReady(doc: ResumeDocument): Promise<void> {
  await Promise.all([
    preloadImages([doc.personal.photo, doc.signature?.image ?? null]),
    templatesReady(doc.locale),
  ]);
}

/**
 * Mounts the element synchronously (flushSync), and once more with a new key each time a font or
 * an image was still loading: nothing measured before carries over, so the pages are the ones
 * measured with every asset in place.
 */
export async function mountUntilSettled(
  root: Root,
  container: HTMLElement,
  element: (attempt: number) => ReactElement,
): Promise<void> {
  const mount = (attempt: number) => flushSync(() => root.render(element(attempt)));
  mount(0);
  for (let attempt = 1; attempt < MAX_MOUNTS && assetsPending(container); attempt += 1) {
    await assetsLoaded(container);
    mount(attempt);
  }
}
