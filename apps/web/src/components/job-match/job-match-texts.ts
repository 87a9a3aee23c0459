import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/job-match.de.json';
import en from '../../i18n/parts/job-match.en.json';

// The job-ad panel's texts load with its code (imported by every file that uses them).
registerTexts({ de, en });
