import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { Attachment } from '@vita/shared';
import type { TFunction } from 'i18next';

/**
 * What a screen reader hears while an Anlage is dragged with the keyboard: picked up, the place
 * it would land on (1-based, of all), dropped, or put back.
 */
export function dragAnnouncements(
  items: readonly Pick<Attachment, 'id' | 'title'>[],
  t: TFunction,
): Announcements {
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === Number(id))?.title ?? '';
  const place = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const at = items.findIndex((item) => item.id === Number(over ?? active));
    return { title: titleOf(active), position: at + 1, count: items.length };
  };
  return {
    onDragStart: ({ active }) => t('application.attachments.drag.start', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => t('application.attachments.drag.over', place(active.id, over?.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? t('application.attachments.drag.end', place(active.id, over.id))
        : t('application.attachments.drag.cancel', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('application.attachments.drag.cancel', { title: titleOf(active.id) }),
  };
}
