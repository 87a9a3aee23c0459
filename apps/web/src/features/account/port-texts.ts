import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/port.de.json';
import en from '../../i18n/parts/port.en.json';

// "Duplizieren" shares its text part with the download dialog's Word and JSON Resume choices.
registerTexts({ de, en });
