/**
 * The template fonts (01 §3: Montserrat, Times New Roman, Source Sans Pro, Nunito Sans),
 * self-hosted (DESIGN.md deviation 10). Imported by the page renderer only, so the @font-face
 * rules ship with the lazily loaded template code and never with `/`; the browser fetches a font
 * file only when a resume uses that face and only the subsets its text needs (unicode-range:
 * German needs Latin; names such as Łukasz or Şahin Latin Extended). Times New Roman is drawn
 * with its metric-compatible stand-in Tinos; Source Sans Pro with its maintained successor
 * Source Sans 3.
 */
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/400-italic.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
import '@fontsource/montserrat/700-italic.css';
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/400-italic.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
import '@fontsource/source-sans-3/700-italic.css';
import '@fontsource/tinos/400.css';
import '@fontsource/tinos/400-italic.css';
import '@fontsource/tinos/700.css';
import '@fontsource/tinos/700-italic.css';
import '@fontsource/nunito-sans/400.css';
import '@fontsource/nunito-sans/400-italic.css';
import '@fontsource/nunito-sans/600.css';
import '@fontsource/nunito-sans/700.css';
import '@fontsource/nunito-sans/700-italic.css';
// Handwriting faces of the typed signature (02 §2.6) that are free to self-host.
import '@fontsource/italianno/400.css';
import '@fontsource/alex-brush/400.css';
