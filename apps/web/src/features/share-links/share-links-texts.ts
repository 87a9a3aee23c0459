import { registerTexts } from '../../i18n';
import de from '../../i18n/parts/share-links.de.json';
import en from '../../i18n/parts/share-links.en.json';

// The share links' texts load with the section that shows them.
registerTexts({ de, en });
