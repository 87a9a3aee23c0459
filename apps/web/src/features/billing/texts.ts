import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/billing.de.json';
import en from '../../i18n/parts/billing.en.json';

// The payment and history pages' texts load with their code, not with `/` (imported by every file
// that uses them).
registerTexts({ de, en });
