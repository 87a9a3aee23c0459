import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/application.de.json';
import en from '../../i18n/parts/application.en.json';

// The sidebar's Bewerbungsmappe button shares its label with the Bewerbungsmappe's dialog.
registerTexts({ de, en });
