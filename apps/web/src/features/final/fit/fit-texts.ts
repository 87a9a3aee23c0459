import { registerTexts } from '../../../i18n';
import de from '../../../i18n/parts/fit.de.json';
import en from '../../../i18n/parts/fit.en.json';

// The fit action's texts load with its code (imported by every file that uses them).
registerTexts({ de, en });
