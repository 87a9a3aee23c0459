import { useState } from 'react';

interface ConfirmedDeleteInput<T> {
  remove: (item: T) => Promise<unknown>;
  /** A delete is under way: a second confirmation does nothing. */
  busy: boolean;
  /** Why the delete failed, given the server's message; shown in the confirmation. */
  failedText: (message: string) => string;
  onDeleted: () => void;
}

/**
 * A delete behind a confirmation on My Resume (a CV or a letter): the item waiting to be
 * confirmed, and why the last try failed — the dialog stays open with it, nothing is lost.
 */
export function useConfirmedDelete<T>({ remove, busy, failedText, onDeleted }: ConfirmedDeleteInput<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const closeDelete = () => {
    setDeleting(null);
    setDeleteError(null);
  };
  const confirmDelete = async () => {
    if (deleting === null || busy) return;
    try {
      await remove(deleting);
      onDeleted();
      closeDelete();
    } catch (error) {
      setDeleteError(failedText(error instanceof Error ? error.message : String(error)));
    }
  };
  return { deleting, setDeleting, deleteError, closeDelete, confirmDelete };
}
