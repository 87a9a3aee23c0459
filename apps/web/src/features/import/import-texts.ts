import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/import.de.json';
import en from '../../i18n/parts/import.en.json';

// The import screen's texts load with its code, not with `/` (imported by every file that uses them).
registerTexts({ de, en });
