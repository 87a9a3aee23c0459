/**
 * Shared catalogue-suggestions panel for the description pages (/edu-description,
 * /work-description, and any page with catalogue phrases). Owned by the education feature's
 * engineer; use it rather than writing another.
 *
 *   <SuggestionsPanel
 *     categoryId={CATEGORY.educationDescription}   // 4 skills, 5 summary, 6, 7, 8, 9
 *     titles={[fieldOfStudy, jobTitle]}            // first one that finds a job profile wins
 *     html={description}                           // items the text contains show as added
 *     onAdd={(item) => editorRef.current?.insertBullet(item.description)}
 *   />
 *
 * `containedItemIds(html, items)` gives the ids of the items a text contains (e.g. skills'
 * `recommended`). The calls: `findProfiles`, `searchProfiles` (category 6 through sub-category),
 * `fetchListings`; `searchJobTitles` for the Position field's title search.
 */
export { containedItemIds } from './contained';
export { DescriptionField, type DescriptionText } from './description-field';
export { ProfilePicker, RetryAlert } from './profile-picker';
export { displayProfileTitle } from './profile-title';
export {
  fetchListings,
  findProfiles,
  type ProfileMatch,
  searchJobTitles,
  searchProfiles,
} from './suggestions-api';
export { SuggestionsPanel, type SuggestionsPanelProps } from './suggestions-panel';
export { useDebounced } from './use-debounced';
export { useShowsAusbildung } from './use-shows-ausbildung';
