/**
 * "Geburtsdatum und -ort" is free text ("14.03.1996 in Köln"); a date in it written as the
 * computer writes it (1996-03-14) or without leading zeros (3.4.1996) is put into the CV's form
 * when the user leaves the field: TT.MM.JJJJ in German, DD/MM/YYYY in English (the field's hint).
 * Anything that is not a real calendar date stays exactly as typed.
 */
const ISO = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/;
const DOTTED = /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/;

const isDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export function normaliseBirthDate(value: string, language: 'de' | 'en'): string {
  const write = (day: number, month: number, year: number) => {
    const [dd, mm] = [day, month].map((n) => String(n).padStart(2, '0'));
    return language === 'en' ? `${dd}/${mm}/${year}` : `${dd}.${mm}.${year}`;
  };
  const iso = value.match(ISO);
  if (iso) {
    const [year, month, day] = [iso[1], iso[2], iso[3]].map(Number) as [number, number, number];
    return isDate(year, month, day) ? value.replace(ISO, write(day, month, year)) : value;
  }
  const dotted = value.match(DOTTED);
  if (dotted && language === 'de') {
    const [day, month, year] = [dotted[1], dotted[2], dotted[3]].map(Number) as [number, number, number];
    return isDate(year, month, day) ? value.replace(DOTTED, write(day, month, year)) : value;
  }
  return value;
}
