import type { CatalogueItem } from '@vita/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from './profile-picker';

interface SuggestionListProps {
  profileTitle: string;
  /** The level of the list's heading (one below the panel's). */
  headingLevel: 3 | 4;
  items: readonly CatalogueItem[];
  /** Ids of the items the text already contains. */
  added: ReadonlySet<number>;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onAdd(item: CatalogueItem): void;
}

/** The phrases of one job profile: recommended first (as the server sends them), each addable once. */
export function SuggestionList({
  profileTitle,
  headingLevel,
  items,
  added,
  loading,
  failed,
  onRetry,
  onAdd,
}: SuggestionListProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const Heading = headingLevel === 4 ? 'h4' : 'h3';

  let body: ReactNode;
  if (loading) {
    body = (
      <p className="suggestions__loading" role="status">
        <span className="suggestions__spinner" aria-hidden="true" />
        {t('suggestions.loading')}
      </p>
    );
  } else if (failed) {
    body = <RetryAlert className="suggestions__error" message={t('suggestions.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = <p className="suggestions__empty">{t('suggestions.empty')}</p>;
  } else {
    body = (
      <ul className="suggestion-list">
        {items.map((item) => {
          const isAdded = added.has(item.id);
          const textId = `${baseId}-${item.id}`;
          return (
            <li key={item.id} className={`suggestion${isAdded ? ' suggestion--added' : ''}`}>
              <div className="suggestion__body">
                {item.recommended === 1 && (
                  <span className="suggestion__badge">{t('suggestions.recommended')}</span>
                )}
                <p id={textId} className="suggestion__text">
                  {item.description}
                </p>
              </div>
              <button
                type="button"
                className="suggestion__add"
                aria-describedby={textId}
                aria-disabled={isAdded || undefined}
                onClick={() => {
                  if (!isAdded) onAdd(item);
                }}
              >
                <span aria-hidden="true">{isAdded ? '✓' : '+'}</span>
                {isAdded ? t('suggestions.added') : t('suggestions.add')}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="suggestions__items">
      <Heading className="suggestions__items-title">
        {t('suggestions.itemsFor', { profile: profileTitle })}
      </Heading>
      {body}
    </div>
  );
}
