import { ZEUGNIS_LIMITS } from '@vita/shared';
import { HttpError } from '../../http/errors';

const PASTE = 'Bitte kopieren Sie den Text des Zeugnisses und fügen Sie ihn in das Textfeld ein.';

/** Every way a Zeugnis cannot be read, each with a German message that says what to do instead. */
export const ZeugnisError = {
  noFile: () =>
    new HttpError(400, 'Es wurde keine Datei gesendet. Bitte wählen Sie eine Datei aus (Feld „file“).', {
      file: 'Datei fehlt.',
    }),
  tooLarge: () =>
    new HttpError(
      413,
      `Die Datei ist zu groß (höchstens ${ZEUGNIS_LIMITS.maxBytes / (1024 * 1024)} MB). ${PASTE}`,
    ),
  unsupported: () =>
    new HttpError(
      415,
      `Dieses Dateiformat wird nicht unterstützt. Bitte laden Sie eine PDF-Datei oder ein Word-Dokument (.docx) hoch. ${PASTE}`,
    ),
  image: () => new HttpError(415, `Aus einem Bild kann der Text nicht gelesen werden. ${PASTE}`),
  noText: () =>
    new HttpError(400, `In dieser Datei steht kein lesbarer Text – vermutlich ist sie eingescannt. ${PASTE}`),
  tooLong: () =>
    new HttpError(
      400,
      `Der Text ist zu lang (höchstens ${ZEUGNIS_LIMITS.maxChars.toLocaleString('de-DE')} Zeichen). Ein Arbeitszeugnis ist selten länger als drei Seiten.`,
    ),
  notFound: () => new HttpError(404, 'Diese Anlage gibt es zu diesem Lebenslauf nicht.'),
};
