import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem, SubCategory } from '@vita/shared';
import type { CategoryId } from '@vita/shared/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containedItemIds } from './contained';
import { fetchListings, findProfiles, searchProfiles } from './suggestions-api';
import { useDebounced } from './use-debounced';
import { useShowsAusbildung } from './use-shows-ausbildung';

const SEARCH_DELAY_MS = 300;
const MIN_SEARCH_LENGTH = 2;

/**
 * The suggestions panel's data: the profiles found from the visitor's titles or a search, the one
 * chosen, its phrases, which of them the text contains, and the status line to read out.
 */
export function useSuggestions(
  categoryId: CategoryId,
  titles: readonly string[],
  html: string,
  onAdd: (item: CatalogueItem) => void,
) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const searching = debounced.length >= MIN_SEARCH_LENGTH;

  const titleKey = titles.map((s) => s.trim()).join('\n');
  const hasAusbildung = useShowsAusbildung();
  const popular = useQuery({
    queryKey: ['suggestions', 'profiles', categoryId, titleKey, hasAusbildung],
    queryFn: ({ signal }) => findProfiles(categoryId, titles, signal, hasAusbildung),
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
  // Only a profile the visitor's title names, or one searched or chosen: never the first of the
  // common profiles, whose phrases belong to another job.
  const matched = searching || (popular.data?.matchedTitle ?? '') !== '';
  const profile = chosenProfile ?? (matched ? found[0] : undefined);

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

  const firstTitle = titles.find((s) => s.trim() !== '')?.trim();
  const noMatchNote =
    searching || !popular.data || popular.data.matchedTitle !== '' || chosenProfile
      ? ''
      : firstTitle
        ? t('suggestions.noProfileMatch', { title: firstTitle })
        : t('suggestions.chooseProfile');
  const profileStatus = profileQuery.isPending
    ? t('suggestions.profilesLoading')
    : searching && found.length === 0 && !searched.isError
      ? t('suggestions.noProfileFound', { search: debounced })
      : searching
        ? t('suggestions.profilesFound', { count: found.length })
        : '';

  return {
    search,
    onSearch,
    setChosenId,
    options,
    profile,
    profileQuery,
    listings,
    items,
    added,
    add,
    announcement,
    note: profileStatus || noMatchNote,
  };
}
