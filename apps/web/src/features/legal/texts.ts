import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/legal.de.json';
import en from '../../i18n/parts/legal.en.json';

// The legal pages' texts load with their code, not with `/` (imported by every file that uses them).
registerTexts({ de, en });
