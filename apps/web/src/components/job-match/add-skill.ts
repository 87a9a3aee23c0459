import type { Skills } from '@vita/shared';
import { escapeHtml } from '../rich-text-editor/rich-text-html';

/**
 * The Skills section with one more skill: a new item at the end of its last list, or a new list
 * when the section has none. Recommended-skill bookkeeping stays as it was.
 */
export function withSkill(skills: Skills | null, label: string): Skills {
  const item = `<li>${escapeHtml(label.trim())}</li>`;
  const data = skills?.data ?? '';
  const lastListEnd = data.lastIndexOf('</ul>');
  const next =
    lastListEnd >= 0
      ? `${data.slice(0, lastListEnd)}${item}${data.slice(lastListEnd)}`
      : `${data}<ul>${item}</ul>`;
  return { data: next, recommended: skills?.recommended ?? [] };
}
