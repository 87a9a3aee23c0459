import type { CatalogueItem } from '@vita/shared';
import { type RefObject, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appendBulletHtml, type RichTextEditorHandle } from '../../components/rich-text-editor';
import { containedItemIds } from '../../components/suggestions';
import { removeBulletHtml } from './skills-values';

interface SkillText {
  html: string;
  change: (html: string) => void;
  editorRef: RefObject<RichTextEditorHandle | null>;
}

/**
 * The skill-selection list against the editor: an item is checked while the text holds it;
 * checking adds it as a bullet at the cursor, unchecking takes its bullet out. Every change is
 * announced to screen readers (`announcement`; `announce` for the page's own messages).
 */
export function useSkillToggle({ html, change, editorRef }: SkillText, items: readonly CatalogueItem[]) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const checked = useMemo(() => containedItemIds(html, items), [html, items]);
  const toggle = (item: CatalogueItem, check: boolean) => {
    if (check) {
      if (editorRef.current) editorRef.current.insertBullet(item.description);
      else change(appendBulletHtml(html, item.description));
      setAnnouncement(t('skills.list.added', { text: item.description }));
      return;
    }
    const result = removeBulletHtml(html, item.description);
    if (result.removed) {
      change(result.html);
      setAnnouncement(t('skills.list.removed', { text: item.description }));
    } else {
      setAnnouncement(t('skills.list.notRemoved', { text: item.description }));
    }
  };
  return { checked, toggle, announcement, announce: setAnnouncement };
}
