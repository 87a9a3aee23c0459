import { registerTexts } from '../../../i18n';
import de from '../../../i18n/parts/letters.de.json';
import en from '../../../i18n/parts/letters.en.json';

registerTexts({ de, en });
