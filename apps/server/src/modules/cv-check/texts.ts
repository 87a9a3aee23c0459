import type { CvCheckRule } from '@vita/shared';

type Params = Record<string, string | number>;
type Text = (p: Params) => { message: string; fix: string };
export type CheckLang = 'de' | 'en';

const entryDe = (p: Params) => (p.entry ? `„${p.entry}“` : 'Ein Eintrag');
const entryEn = (p: Params) => (p.entry ? `“${p.entry}”` : 'An entry');

const DE: Record<CvCheckRule, Text> = {
  gap: (p) => ({
    message: `Lücke von ${p.months} Monaten (${p.from} – ${p.to}) vor ${entryDe(p)}.`,
    fix: 'Erklären Sie die Zeit mit einem Eintrag (z. B. Elternzeit, Weiterbildung, berufliche Neuorientierung) oder passen Sie die Daten an.',
  }),
  overlap: (p) => ({
    message: `${entryDe(p)} überschneidet sich ${p.months} Monate mit „${p.other}“.`,
    fix: 'Prüfen Sie die Daten. Lief eine der Stellen in Teilzeit oder als Nebentätigkeit, schreiben Sie das in die Berufsbezeichnung.',
  }),
  date_missing: (p) => ({
    message: `${entryDe(p)} hat kein vollständiges Datum.`,
    fix: 'Tragen Sie Beginn und Ende als MM/JJJJ ein, bei einer laufenden Tätigkeit nur den Beginn.',
  }),
  date_future: (p) => ({
    message: `${entryDe(p)} beginnt in der Zukunft.`,
    fix: 'Korrigieren Sie das Startdatum oder nehmen Sie den Eintrag erst auf, wenn er begonnen hat.',
  }),
  date_format: (p) => ({
    message: `${entryDe(p)} ist als ${p.format} datiert, die übrigen Einträge anders.`,
    fix: 'Datieren Sie alle Einträge einheitlich, am besten als MM/JJJJ.',
  }),
  current_not_marked: (p) => ({
    message: `${entryDe(p)} scheint Ihre aktuelle Stelle zu sein, ist aber nicht als aktuell markiert.`,
    fix: 'Setzen Sie das Häkchen „Ich arbeite derzeit hier“ und lassen Sie das Enddatum leer.',
  }),
  length: (p) => ({
    message: `Der Lebenslauf hat ${p.pages} Seiten; bei ${p.years} Jahren Berufserfahrung sind höchstens ${p.limit} üblich.`,
    fix: 'Kürzen Sie ältere Stationen und lange Aufzählungen oder nutzen Sie „Auf zwei Seiten bringen“.',
  }),
  bullet_length: (p) => ({
    message: `${entryDe(p)}: ${p.count} ${p.count === 1 ? 'Aufzählungspunkt ist' : 'Aufzählungspunkte sind'} länger als zwei Zeilen („${p.start}“).`,
    fix: `Fassen Sie jeden Punkt in höchstens zwei Zeilen (etwa ${Number(p.perLine) * 2} Zeichen), mit einem Ergebnis statt einer Aufgabenliste.`,
  }),
  summary_length: (p) => ({
    message: `Das Profil ist etwa ${p.lines} Zeilen lang.`,
    fix: 'Kürzen Sie das Profil auf höchstens fünf Zeilen: wer Sie sind, was Sie können, was Sie suchen.',
  }),
  skills_count: (p) => ({
    message: `${p.count} Kenntnisse aufgeführt; mehr als ${p.limit} wirken beliebig.`,
    fix: 'Behalten Sie die Kenntnisse, die die Stelle verlangt, und gruppieren Sie den Rest.',
  }),
  skill_repeats_bullet: (p) => ({
    message: `Die Kenntnis „${p.skill}“ wiederholt wörtlich einen Punkt aus ${entryDe(p)}.`,
    fix: 'Nennen Sie bei den Kenntnissen das Können in wenigen Worten und lassen Sie die Stelle zeigen, wo Sie es eingesetzt haben.',
  }),
  language_level: (p) => ({
    message: `Bei „${p.language}“ fehlt das Niveau.`,
    fix: 'Geben Sie das Niveau nach dem Europäischen Referenzrahmen an (A1 bis C2) oder „Muttersprache“.',
  }),
  school_after_degree: (p) => ({
    message: `${entryDe(p)} ist neben Ausbildung oder Studium nicht mehr nötig.`,
    fix: 'Entfernen Sie die Grundschule; ab Ausbildung oder Studium genügt der höchste Schulabschluss.',
  }),
  email_missing: () => ({
    message: 'Es fehlt eine E-Mail-Adresse.',
    fix: 'Tragen Sie in den persönlichen Daten eine E-Mail-Adresse ein.',
  }),
  phone_missing: () => ({
    message: 'Es fehlt eine Telefonnummer.',
    fix: 'Tragen Sie eine Telefonnummer ein, unter der Sie tagsüber erreichbar sind.',
  }),
  email_not_a_name: (p) => ({
    message: `Die E-Mail-Adresse „${p.email}“ enthält Ihren Namen nicht.`,
    fix: 'Nutzen Sie für Bewerbungen eine Adresse aus Vor- und Nachname, z. B. vorname.nachname@….',
  }),
  signature_date: (p) => ({
    message:
      Number(p.days) < 0
        ? `Das Datum der Unterschrift (${p.date}) liegt in der Zukunft.`
        : `Das Datum der Unterschrift (${p.date}) ist ${p.days} Tage alt.`,
    fix: 'Setzen Sie das heutige Datum ein, bevor Sie die Bewerbung abschicken.',
  }),
  spelling: (p) => ({
    message: `Mögliche Rechtschreibfehler: ${p.words}.`,
    fix: 'Prüfen Sie die Wörter mit der Rechtschreibprüfung und korrigieren Sie sie.',
  }),
  photo_small: (p) => ({
    message: `Das Foto ist nur ${p.height} Pixel hoch und wirkt im Druck unscharf.`,
    fix: `Laden Sie ein Foto mit mindestens ${p.min} Pixeln Höhe hoch.`,
  }),
};

const EN: Record<CvCheckRule, Text> = {
  gap: (p) => ({
    message: `A gap of ${p.months} months (${p.from} – ${p.to}) before ${entryEn(p)}.`,
    fix: 'Explain the time with an entry (e.g. parental leave, further training, career change) or correct the dates.',
  }),
  overlap: (p) => ({
    message: `${entryEn(p)} overlaps with “${p.other}” for ${p.months} months.`,
    fix: 'Check the dates. If one of the jobs was part-time or a side job, say so in its job title.',
  }),
  date_missing: (p) => ({
    message: `${entryEn(p)} has no complete date.`,
    fix: 'Enter the start and end as MM/YYYY; for an ongoing job, only the start.',
  }),
  date_future: (p) => ({
    message: `${entryEn(p)} starts in the future.`,
    fix: 'Correct the start date, or add the entry once it has begun.',
  }),
  date_format: (p) => ({
    message: `${entryEn(p)} is dated as ${p.format === 'JJJJ' ? 'YYYY' : 'MM/YYYY'}, the other entries differently.`,
    fix: 'Date all entries the same way, preferably as MM/YYYY.',
  }),
  current_not_marked: (p) => ({
    message: `${entryEn(p)} looks like your current job but is not marked as current.`,
    fix: 'Tick “I currently work here” and leave the end date empty.',
  }),
  length: (p) => ({
    message: `The CV has ${p.pages} pages; with ${p.years} years of experience, ${p.limit} at most are usual.`,
    fix: 'Shorten older positions and long lists, or use “Fit on two pages”.',
  }),
  bullet_length: (p) => ({
    message: `${entryEn(p)}: ${p.count} ${p.count === 1 ? 'bullet is' : 'bullets are'} longer than two lines (“${p.start}”).`,
    fix: `Keep every bullet to two lines at most (about ${Number(p.perLine) * 2} characters), with a result rather than a list of duties.`,
  }),
  summary_length: (p) => ({
    message: `The profile is about ${p.lines} lines long.`,
    fix: 'Cut the profile to five lines at most: who you are, what you can do, what you are looking for.',
  }),
  skills_count: (p) => ({
    message: `${p.count} skills listed; more than ${p.limit} look arbitrary.`,
    fix: 'Keep the skills the job asks for and group the rest.',
  }),
  skill_repeats_bullet: (p) => ({
    message: `The skill “${p.skill}” repeats a bullet of ${entryEn(p)} word for word.`,
    fix: 'Name the skill in a few words and let the job show where you used it.',
  }),
  language_level: (p) => ({
    message: `“${p.language}” has no level.`,
    fix: 'Give the level on the Common European Framework (A1 to C2), or “native”.',
  }),
  school_after_degree: (p) => ({
    message: `${entryEn(p)} is no longer needed next to a vocational training or degree.`,
    fix: 'Remove the primary school; from vocational training or university on, the highest school certificate is enough.',
  }),
  email_missing: () => ({
    message: 'There is no e-mail address.',
    fix: 'Enter an e-mail address in your personal details.',
  }),
  phone_missing: () => ({
    message: 'There is no phone number.',
    fix: 'Enter a phone number where you can be reached during the day.',
  }),
  email_not_a_name: (p) => ({
    message: `The e-mail address “${p.email}” does not contain your name.`,
    fix: 'Use an address made of your first and last name for applications, e.g. firstname.lastname@….',
  }),
  signature_date: (p) => ({
    message:
      Number(p.days) < 0
        ? `The date of the signature (${p.date}) is in the future.`
        : `The date of the signature (${p.date}) is ${p.days} days old.`,
    fix: "Put in today's date before you send the application.",
  }),
  spelling: (p) => ({
    message: `Possible spelling mistakes: ${p.words}.`,
    fix: 'Check the words with the spell check and correct them.',
  }),
  photo_small: (p) => ({
    message: `The photo is only ${p.height} pixels tall and looks blurred in print.`,
    fix: `Upload a photo at least ${p.min} pixels tall.`,
  }),
};

export function findingText(rule: CvCheckRule, params: Params, lang: CheckLang) {
  return (lang === 'en' ? EN : DE)[rule](params);
}

export const SEVERITY_WORDS = {
  de: { high: 'wichtig', medium: 'mittel', low: 'gering' },
  en: { high: 'important', medium: 'medium', low: 'minor' },
} as const;
