import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/zeugnis.de.json';
import en from '../../i18n/parts/zeugnis.en.json';

// The decoder's texts load with its page, not with `/`.
registerTexts({ de, en });
