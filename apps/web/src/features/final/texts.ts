import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/final.de.json';
import en from '../../i18n/parts/final.en.json';

// The final page's texts load with its code, not with `/` (imported by every file that uses them).
registerTexts({ de, en });
