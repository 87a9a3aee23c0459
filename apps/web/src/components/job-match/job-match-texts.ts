import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/job-match.de.json';
import en from '../../i18n/parts/job-match.en.json';
import writingDe from '../../i18n/parts/writing.de.json';
import writingEn from '../../i18n/parts/writing.en.json';

// The job-ad panel's texts load with its code (imported by every file that uses them); the
// letter editor's variant adds its "Ins Anschreiben übernehmen" from the writing-help texts.
registerTexts({ de, en });
registerTexts({ de: writingDe, en: writingEn });
