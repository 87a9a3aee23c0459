import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/application.de.json';
import en from '../../i18n/parts/application.en.json';

// The Bewerbungsmappe's texts load with its dialog.
registerTexts({ de, en });
