import { registerTexts } from '../../../i18n';
import de from '../../../i18n/parts/cv-check.de.json';
import en from '../../../i18n/parts/cv-check.en.json';

// The check's texts load with its code (imported by every file that uses them).
registerTexts({ de, en });
