import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem, SubCategory } from '@vita/shared';
import type { CategoryId } from '@vita/shared/constants';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containedItemIds } from './contained';
import { displayProfileTitle } from './profile-title';
import { SuggestionList } from './suggestion-list';
import { fetchListings, findProfiles, searchProfiles } from './suggestions-api';
import { useDebounced } from './use-debounced';
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

const SEARCH_DELAY_MS = 300;
const MIN_SEARCH_LENGTH = 2;

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
  const ids = { title: useId(), search: useId(), profile: useId() };
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const searching = debounced.length >= MIN_SEARCH_LENGTH;

  const titleKey = titles.map((s) => s.trim()).join('\n');
  const popular = useQuery({
    queryKey: ['suggestions', 'profiles', categoryId, titleKey],
    queryFn: ({ signal }) => findProfiles(categoryId, titles, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const searched = useQuery({
    queryKey: ['suggestions', 'search', categoryId, debounced],
    queryFn: ({ signal }) => searchProfiles(categoryId, debounced, signal),
    enabled: searching,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const profileQuery = searching ? searched : popular;
  const found: SubCategory[] = (searching ? searched.data : popular.data?.profiles) ?? [];

  // The chosen profile stays in the list while another search shows other profiles.
  const chosen =
    chosenId === null ? undefined : [...(popular.data?.profiles ?? []), ...(searched.data ?? [])];
  const chosenProfile = chosen?.find((p) => p.id === chosenId);
  const options = chosenProfile && !found.some((p) => p.id === chosenId) ? [chosenProfile, ...found] : found;
  const profile = chosenProfile ?? found[0];

  const listings = useQuery({
    queryKey: ['suggestions', 'listings', categoryId, profile?.id],
    queryFn: ({ signal }) => fetchListings(categoryId, profile?.id ?? 0, signal),
    enabled: profile !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const items = listings.data ?? [];
  const added = useMemo(() => containedItemIds(html, items), [html, items]);

  const onSearch = (value: string) => {
    setSearch(value);
    setChosenId(null);
  };
  const add = (item: CatalogueItem) => {
    onAdd(item);
    setAnnouncement(t('suggestions.addedAnnouncement', { text: item.description }));
  };

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const firstTitle = titles.find((s) => s.trim() !== '')?.trim();
  const noMatchNote =
    !searching && popular.data && popular.data.matchedTitle === '' && firstTitle
      ? t('suggestions.noProfileMatch', { title: firstTitle })
      : '';
  const profileStatus = profileQuery.isPending
    ? t('suggestions.profilesLoading')
    : searching && found.length === 0 && !searched.isError
      ? t('suggestions.noProfileFound', { search: debounced })
      : searching
        ? t('suggestions.profilesFound', { count: found.length })
        : '';

  return (
    <section className="suggestions" aria-labelledby={ids.title}>
      <Heading id={ids.title} className="suggestions__title">
        {title ?? t('suggestions.title')}
      </Heading>
      <p className="suggestions__intro">{t('suggestions.intro')}</p>

      <div className="suggestions__profile">
        <label htmlFor={ids.search} className="field__label">
          {t('suggestions.searchLabel')}
        </label>
        <input
          id={ids.search}
          type="search"
          className="field__input"
          value={search}
          maxLength={100}
          autoComplete="off"
          placeholder={t('suggestions.searchPlaceholder')}
          onChange={(event) => onSearch(event.target.value)}
        />
        <label htmlFor={ids.profile} className="field__label">
          {t('suggestions.profileLabel')}
        </label>
        <select
          id={ids.profile}
          className="field__select"
          value={profile?.id ?? ''}
          disabled={options.length === 0}
          onChange={(event) => setChosenId(Number(event.target.value))}
        >
          {options.length === 0 && <option value="">{t('suggestions.noProfileOption')}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {displayProfileTitle(option.title)}
            </option>
          ))}
        </select>
        <p className="suggestions__note" role="status">
          {profileStatus || noMatchNote}
        </p>
        {profileQuery.isError && (
          <div className="suggestions__error" role="alert">
            <p>{t('suggestions.profilesError')}</p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void profileQuery.refetch()}
            >
              {t('suggestions.retry')}
            </button>
          </div>
        )}
      </div>

      {profile && (
        <SuggestionList
          profileTitle={displayProfileTitle(profile.title)}
          headingLevel={headingLevel === 3 ? 4 : 3}
          items={items}
          added={added}
          loading={listings.isPending}
          failed={listings.isError}
          onRetry={() => void listings.refetch()}
          onAdd={add}
        />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
