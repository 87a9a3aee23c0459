import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/writing.de.json';
import en from '../../i18n/parts/writing.en.json';

// The letter editor's "Ins Anschreiben übernehmen" lives with the writing help's texts; only the
// lazily loaded dialog needs it, so the final page's first bundle does not grow.
registerTexts({ de, en });
