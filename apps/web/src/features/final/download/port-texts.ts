import { registerTexts } from '../../../i18n';
import de from '../../../i18n/parts/port.de.json';
import en from '../../../i18n/parts/port.en.json';

// The DOCX and JSON Resume choices' texts load with the dialog (shared with My Resume's copy action).
registerTexts({ de, en });
