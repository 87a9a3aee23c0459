import { RICH_TEXT_TAGS } from '@vita/shared';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  // Content of these is dropped with the tag, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template'],
};

/** Rich text allowlist (DESIGN.md §1, deviation 7): p, br, strong, em, u, ul, ol, li, blockquote, h3. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  // An editor's empty document ("<p></p>", "<ul><li><p></p></li></ul>") counts as empty.
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() === '' ? '' : clean;
}
