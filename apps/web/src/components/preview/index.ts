/**
 * The live preview for the wizard pages. Import from here (`src/components/preview`), never from a
 * feature: features may not import each other (architecture.test.ts).
 *   - `WizardWithPreview`: page layout, form left and sticky preview right (≥ 1024 px), a
 *     'Vorschau' button and a full-screen dialog below that. Wrap a form page's content in it.
 *   - `LivePreview`: the preview alone (loaded lazily), e.g. for the final-resume page;
 *     `preloadLivePreview` loads its code ahead, so that its first render does not wait.
 * The templates themselves are in `src/templates/` (registry.ts).
 */
export { LivePreview, preloadLivePreview, WIDE_LAYOUT_QUERY, WizardWithPreview } from './wizard-with-preview';
