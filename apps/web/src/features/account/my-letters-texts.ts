import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/my-letters.de.json';
import en from '../../i18n/parts/my-letters.en.json';

// The letters under each resume on My Resume load their texts with their code.
registerTexts({ de, en });
