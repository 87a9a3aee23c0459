import type { LetterDraft } from '@vita/shared/contracts';
import { escapeHtml } from '@vita/shared/resume';

/** The draft's blocks as the letter body's HTML: paragraphs and lists, every text escaped. */
export function draftHtml(draft: LetterDraft): string {
  return draft.blocks
    .map((block) =>
      block.kind === 'list'
        ? `<ul>${block.sentences.map((s) => `<li><p>${escapeHtml(s.text)}</p></li>`).join('')}</ul>`
        : `<p>${escapeHtml(block.sentences.map((s) => s.text).join(' '))}</p>`,
    )
    .join('');
}
