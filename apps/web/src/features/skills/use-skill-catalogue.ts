/**
 * The skills catalogue (category 4) for the visitor's job: the profile found for their titles,
 * another profile they searched for, and the items of the profile shown. Query keys are the
 * suggestions panel's, so both share what they loaded.
 */
import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem, SubCategory } from '@vita/shared';
import { CATEGORY } from '@vita/shared/constants';
import { useState } from 'react';
import {
  fetchListings,
  findProfiles,
  searchProfiles,
  useDebounced,
  useShowsAusbildung,
} from '../../components/suggestions';

const CATEGORY_ID = CATEGORY.skills;
const SEARCH_DELAY_MS = 300;
const MIN_SEARCH_LENGTH = 2;

const listingsQuery = (profileId: number | undefined) => ({
  queryKey: ['suggestions', 'listings', CATEGORY_ID, profileId],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchListings(CATEGORY_ID, profileId ?? 0, signal),
  enabled: profileId !== undefined,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The profile found for the visitor's own titles and its recommended items (for the offer). */
export function useRecommendedSkills(titles: readonly string[]) {
  const titleKey = titles.join('\n');
  const hasAusbildung = useShowsAusbildung();
  const popular = useQuery({
    queryKey: ['suggestions', 'profiles', CATEGORY_ID, titleKey, hasAusbildung],
    queryFn: ({ signal }) => findProfiles(CATEGORY_ID, titles, signal, hasAusbildung),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Common profiles (no title matched) are no recommendation for this visitor.
  const matched = popular.data && popular.data.matchedTitle !== '' ? popular.data.profiles[0] : undefined;
  const listings = useQuery(listingsQuery(matched?.id));
  const recommended = (listings.data ?? []).filter((item) => item.recommended === 1);
  const settled = popular.isError || (popular.isSuccess && (matched === undefined || !listings.isPending));
  return { popular, profile: matched, recommended, settled };
}

export interface SkillCatalogue {
  search: string;
  setSearch(value: string): void;
  /** What the search found (or the profiles for the visitor's titles), the chosen one kept first. */
  options: SubCategory[];
  profile: SubCategory | undefined;
  chooseProfile(id: number): void;
  items: CatalogueItem[];
  /** '' when the titles found a profile, else the first title (for the 'no match' note). */
  unmatchedTitle: string;
  searchedFor: string;
  profilesPending: boolean;
  profilesFailed: boolean;
  itemsPending: boolean;
  itemsFailed: boolean;
  retryProfiles(): void;
  retryItems(): void;
}

export function useSkillCatalogue(titles: readonly string[]): SkillCatalogue {
  const { popular, profile: matched } = useRecommendedSkills(titles);
  const [search, setSearchValue] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const searching = debounced.length >= MIN_SEARCH_LENGTH;

  const searched = useQuery({
    queryKey: ['suggestions', 'search', CATEGORY_ID, debounced],
    queryFn: ({ signal }) => searchProfiles(CATEGORY_ID, debounced, signal),
    enabled: searching,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const profileQuery = searching ? searched : popular;
  const found = (searching ? searched.data : popular.data?.profiles) ?? [];
  const known = [...(popular.data?.profiles ?? []), ...(searched.data ?? [])];
  const chosen = chosenId === null ? undefined : known.find((p) => p.id === chosenId);
  const options = chosen && !found.some((p) => p.id === chosen.id) ? [chosen, ...found] : found;
  // Never the first common profile for a title that names none: its skills are another job's.
  const profile = chosen ?? (searching || matched ? found[0] : undefined);
  const listings = useQuery(listingsQuery(profile?.id));

  const firstTitle = titles[0] ?? '';
  return {
    search,
    setSearch: (value) => {
      setSearchValue(value);
      setChosenId(null);
    },
    options,
    profile,
    chooseProfile: setChosenId,
    items: listings.data ?? [],
    unmatchedTitle: popular.data?.matchedTitle === '' ? firstTitle : '',
    searchedFor: searching ? debounced : '',
    profilesPending: profileQuery.isPending,
    profilesFailed: profileQuery.isError,
    itemsPending: profile !== undefined && listings.isPending,
    itemsFailed: listings.isError,
    retryProfiles: () => void profileQuery.refetch(),
    retryItems: () => void listings.refetch(),
  };
}
