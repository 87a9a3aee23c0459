/**
 * The bottom toolbar of /final-resume: VORLAGE (template), FARBE (colour) and formatting
 * (Small / Normal / Large presets, custom sliders, font). Reads and writes the resume store and
 * saves the style on the server. (Being built: issue 5.)
 */
export function FinalToolbar() {
  return null;
}
