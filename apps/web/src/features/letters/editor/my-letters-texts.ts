import { registerTexts } from '../../../i18n';
import de from '../../../i18n/parts/my-letters.de.json';
import en from '../../../i18n/parts/my-letters.en.json';

// The letter's own PDF and the switch to the letter's resume share My Resume's letter texts.
registerTexts({ de, en });
