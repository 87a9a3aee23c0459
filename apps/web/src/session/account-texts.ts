import { registerTexts } from '../i18n';
import de from '../i18n/parts/account.de.json';
import en from '../i18n/parts/account.en.json';

// The account forms' and pages' texts load with their code, not with `/` (imported by every file
// that uses them); the header's user menu keeps its few texts (and the signed-out note) in the main file.
registerTexts({ de, en });
