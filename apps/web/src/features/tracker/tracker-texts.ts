import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/tracker.de.json';
import en from '../../i18n/parts/tracker.en.json';

// The Bewerbungsmanager's texts load with its pages.
registerTexts({ de, en });
