import type { CatalogueItem } from '@vita/shared';
import type { CategoryId } from '@vita/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfilePicker, RetryAlert } from './profile-picker';
import { displayProfileTitle } from './profile-title';
import { SuggestionList } from './suggestion-list';
import { useSuggestions } from './use-suggestions';
import './suggestions.css';

export interface SuggestionsPanelProps {
  /** Catalogue category (01 §3): 4 skills, 5 summary, 6 education description, 7 … 9. */
  categoryId: CategoryId;
  /** Titles to find the first job profile for, best first (e.g. field of study, then job title). */
  titles: readonly string[];
  /** The current rich text: the items it contains show as added. */
  html: string;
  /** The visitor added an item: insert `item.description` (e.g. `editorRef.current.insertBullet`). */
  onAdd(item: CatalogueItem): void;
  /** The panel's heading (default „Formulierungsvorschläge“) and its level. */
  title?: string;
  headingLevel?: 2 | 3;
}

/**
 * Catalogue suggestions beside a rich-text editor: a job profile (found from the visitor's own
 * titles, or searched), its phrases with 'Empfohlen' badges, '+ Hinzufügen' per phrase, and the
 * phrases the text already contains marked as added.
 */
export function SuggestionsPanel({
  categoryId,
  titles,
  html,
  onAdd,
  title,
  headingLevel = 2,
}: SuggestionsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useSuggestions(categoryId, titles, html, onAdd);
  const { profile, profileQuery, listings } = panel;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <section className="suggestions" aria-labelledby={titleId}>
      <Heading id={titleId} className="suggestions__title">
        {title ?? t('suggestions.title')}
      </Heading>
      <p className="suggestions__intro">{t('suggestions.intro')}</p>

      <div className="suggestions__profile">
        <ProfilePicker
          className="suggestions__picker"
          search={panel.search}
          onSearch={panel.onSearch}
          placeholder={t('suggestions.searchPlaceholder')}
          options={panel.options}
          profileId={profile?.id}
          onChoose={panel.setChosenId}
        />
        <p className="suggestions__note" role="status">
          {panel.note}
        </p>
        {profileQuery.isError && (
          <RetryAlert
            className="suggestions__error"
            message={t('suggestions.profilesError')}
            onRetry={() => void profileQuery.refetch()}
          />
        )}
      </div>

      {profile && (
        <SuggestionList
          profileTitle={displayProfileTitle(profile.title)}
          headingLevel={headingLevel === 3 ? 4 : 3}
          items={panel.items}
          added={panel.added}
          loading={listings.isPending}
          failed={listings.isError}
          onRetry={() => void listings.refetch()}
          onAdd={panel.add}
        />
      )}
      <p className="visually-hidden" role="status">
        {panel.announcement}
      </p>
    </section>
  );
}
