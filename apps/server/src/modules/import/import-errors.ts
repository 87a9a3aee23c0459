import { HttpError } from '../../http/errors';

/** Every way an upload can fail, each with a German message that says what to do instead. */
export const ImportError = {
  tooLarge: () =>
    new HttpError(
      413,
      'Die Datei ist zu groß (höchstens 10 MB). Bitte speichern Sie Ihren Lebenslauf ohne Bilder oder als kleinere PDF-Datei und laden Sie ihn erneut hoch.',
    ),
  noFile: () =>
    new HttpError(400, 'Es wurde keine Datei gesendet. Bitte wählen Sie eine Datei aus (Feld „file“).', {
      file: 'Datei fehlt.',
    }),
  unsupported: () =>
    new HttpError(
      415,
      'Dieses Dateiformat wird nicht unterstützt. Bitte laden Sie eine PDF-Datei, ein Word-Dokument (.docx), Ihren LinkedIn-Datenexport (.zip) oder eine JSON-Resume-Datei (.json) hoch.',
    ),
  brokenJson: () =>
    new HttpError(
      422,
      'Die JSON-Datei ist beschädigt oder unvollständig. Bitte exportieren Sie Ihren JSON-Resume-Lebenslauf erneut oder laden Sie eine PDF- oder Word-Datei hoch.',
    ),
  invalidJsonResume: (message: string) => new HttpError(422, message),
  scannedPdf: () =>
    new HttpError(
      422,
      'Diese PDF-Datei enthält keinen lesbaren Text – vermutlich ist sie eingescannt. Bitte laden Sie die ursprüngliche Word-Datei oder eine PDF-Datei hoch, die aus einem Textprogramm gespeichert wurde.',
    ),
  encryptedPdf: () =>
    new HttpError(
      422,
      'Diese PDF-Datei ist mit einem Passwort geschützt. Bitte entfernen Sie den Schutz (z. B. durch erneutes Speichern als PDF ohne Passwort) und laden Sie sie erneut hoch.',
    ),
  brokenFile: (kind: string) =>
    new HttpError(
      422,
      `Die Datei lässt sich nicht als ${kind} lesen – sie ist beschädigt oder hat eine falsche Endung. Bitte speichern Sie sie erneut und laden Sie sie noch einmal hoch.`,
    ),
  notLinkedIn: () =>
    new HttpError(
      422,
      'Diese ZIP-Datei ist kein LinkedIn-Datenexport (Profile.csv, Positions.csv oder Education.csv fehlen). Bitte laden Sie die ZIP-Datei hoch, die LinkedIn Ihnen unter „Einstellungen › Datenschutz › Kopie Ihrer Daten abrufen“ schickt.',
    ),
  zipBomb: () =>
    new HttpError(
      422,
      'Diese ZIP-Datei würde entpackt mehr als 50 MB ergeben und wird deshalb nicht geöffnet. Bitte laden Sie den unveränderten LinkedIn-Datenexport hoch.',
    ),
  tooSlow: () =>
    new HttpError(
      422,
      'Die Datei ließ sich nicht in angemessener Zeit lesen. Bitte speichern Sie Ihren Lebenslauf erneut als PDF- oder Word-Datei (ohne eingebettete Bilder) und laden Sie ihn noch einmal hoch.',
    ),
  busy: () =>
    new HttpError(
      503,
      'Gerade werden sehr viele Dateien gelesen. Bitte versuchen Sie es in einer Minute noch einmal.',
      undefined,
      {},
      { 'Retry-After': '60' },
    ),
};
