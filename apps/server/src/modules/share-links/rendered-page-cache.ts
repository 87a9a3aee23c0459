import { createHash } from 'node:crypto';
import type { ResumeDocument } from '@vita/shared';
import type { RenderedHtml } from '../export/pdf-pool';

/**
 * The template's rendering of a shared resume, kept in memory so that a second view does not need
 * Chromium. The key is the link and a hash of the document built from what the server holds: the
 * resume row's `updated_at` does not move when one of its parts (a job, the photo) is saved, the
 * document does. At most `capacity` entries; the least recently used goes first.
 */
export class RenderedPageCache {
  private readonly entries = new Map<string, RenderedHtml>();
  /** Every render carries the same CSS: one copy of it is kept, not one per entry. */
  private sharedCss = '';

  constructor(private readonly capacity = 64) {}

  static keyOf(linkId: number, doc: ResumeDocument): string {
    return `${linkId}:${createHash('sha256').update(JSON.stringify(doc)).digest('base64url')}`;
  }

  get(key: string): RenderedHtml | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, rendered: RenderedHtml): void {
    if (rendered.css === this.sharedCss) rendered = { ...rendered, css: this.sharedCss };
    else this.sharedCss = rendered.css;
    this.entries.delete(key);
    this.entries.set(key, rendered);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
