import type { EducationEntry, WorkEntry } from '../contracts';

/** A completed or named vocational training, in a degree, a field of study or a job title. */
const AUSBILDUNG =
  /ausbildung|geselle|gesellin|facharbeiter|\bihk\b|\bhwk\b|auszubildende|\bazubi\b|umschulung/i;

/**
 * Whether the CV shows an Ausbildung (a degree "Abgeschlossene Berufsausbildung", "Ausbildung zur
 * Fachkraft für Lagerlogistik", a job "Auszubildender"). True or undefined, never false: a CV that
 * names none may still leave it out, and the occupation matcher then keeps its own order.
 */
export function showsAusbildung(
  work: readonly Partial<WorkEntry>[] | null,
  education: readonly Partial<EducationEntry>[] | null,
): true | undefined {
  const texts = [
    ...(education ?? []).flatMap((entry) => [entry.sdegree ?? '', entry.fieldOStudy ?? '']),
    ...(work ?? []).map((job) => job.jobtitle ?? ''),
  ];
  return texts.some((text) => AUSBILDUNG.test(text)) ? true : undefined;
}
