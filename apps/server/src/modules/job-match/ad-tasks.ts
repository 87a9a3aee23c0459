/** The tasks of a job ad: the items under "Ihre Aufgaben", as the ad words them. */

const TASK_HEADING =
  /^(?:ihre aufgaben|deine aufgaben|aufgaben|ihr aufgabengebiet|dein aufgabengebiet|aufgabengebiet|ihre tätigkeiten|deine tätigkeiten|tätigkeiten|was sie erwartet|was dich erwartet|das erwartet sie|das erwartet dich|das sind ihre aufgaben|ihre verantwortung|deine verantwortung)\b/i;
/** Any other heading ends the tasks ("Ihr Profil", "Wir bieten", …). */
const HEADING_WORDS =
  /^(?:ihr profil|dein profil|profil|anforderungen|das bringen sie mit|das bringst du mit|was sie mitbringen|was du mitbringst|qualifikation|ihre qualifikation|wir bieten|was wir bieten|das bieten wir|unser angebot|benefits|über uns|kontakt|ihre bewerbung|bewerbung|wir erwarten|sie bringen mit)/i;

const headingText = (line: string) => line.trim().replace(/^[#*\s]+|[:*\s]+$/g, '');
const BULLET = /^\s*(?:[-–—•·▪*✓>]|\d{1,2}[.)])\s*/;

/** "Führung eines Teams, Warenwirtschaft, Kassenabrechnung …" → one task per item. */
function items(line: string): string[] {
  const text = line
    .replace(BULLET, '')
    .replace(/\s*(?:…|\.\.\.|u\.\s?a\.|usw\.|etc\.)\s*$/, '')
    .trim();
  // A comma list of short items; a sentence with commas stays whole.
  const parts = text.split(/\s*[,;]\s*/);
  const list = parts.length > 1 && parts.every((part) => part.split(/\s+/).length <= 7);
  return (list ? parts : [text]).map((part) => part.replace(/[.;:]+$/, '').trim());
}

export function extractTasks(ad: string): string[] {
  const tasks: string[] = [];
  let inTasks = false;
  for (const line of ad.split(/\r?\n/)) {
    const heading = headingText(line);
    if (heading.length > 0 && heading.length < 60 && TASK_HEADING.test(heading) && !BULLET.test(line)) {
      inTasks = true;
      continue;
    }
    if (heading.length < 60 && HEADING_WORDS.test(heading) && !BULLET.test(line)) {
      inTasks = false;
      continue;
    }
    if (!inTasks || heading === '') continue;
    for (const item of items(line)) if (item.length >= 3 && item.length <= 160) tasks.push(item);
  }
  return [...new Set(tasks)];
}
