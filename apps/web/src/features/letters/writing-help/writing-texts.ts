import { registerTexts } from '../../../i18n';
import de from '../../../i18n/parts/writing.de.json';
import en from '../../../i18n/parts/writing.en.json';

// The writing help's texts load with its code (imported by every file that uses them).
registerTexts({ de, en });
