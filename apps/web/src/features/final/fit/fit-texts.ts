import { registerTexts } from '../../../i18n';

// The fit action's texts load with its code (imported by every file that uses them).
registerTexts({
  de: {
    finalFit: {
      label: 'Seitenzahl anpassen',
      onePage: 'Auf eine Seite bringen',
      twoPages: 'Auf zwei Seiten bringen',
      working: 'Formatierung wird angepasst …',
      fitsAlready_one: 'Ihr Lebenslauf passt schon auf eine Seite.',
      fitsAlready_other: 'Ihr Lebenslauf passt schon auf {{count}} Seiten.',
      done_one: 'Jetzt auf einer Seite. Geändert: {{changes}}.',
      done_other: 'Jetzt auf {{count}} Seiten. Geändert: {{changes}}.',
      cannot_one:
        'Ihr Lebenslauf passt auch mit der kleinsten gut lesbaren Formatierung nicht auf eine Seite. Nichts wurde geändert – kürzen Sie am besten einzelne Abschnitte.',
      cannot_other:
        'Ihr Lebenslauf passt auch mit der kleinsten gut lesbaren Formatierung nicht auf {{count}} Seiten. Nichts wurde geändert – kürzen Sie am besten einzelne Abschnitte.',
      undo: 'Rückgängig',
      undone: 'Die vorherige Formatierung ist wiederhergestellt.',
      change: '{{setting}} {{from}} → {{to}}',
      settings: {
        sectionSpacing: 'Abschnittsabstand',
        paragraphSpacing: 'Absatzabstand',
        lineSpacing: 'Zeilenabstand',
        fontSize: 'Schriftgröße',
        headingSize: 'Überschriftengröße',
      },
    },
  },
  en: {
    finalFit: {
      label: 'Adjust the page count',
      onePage: 'Fit on one page',
      twoPages: 'Fit on two pages',
      working: 'Adjusting the formatting …',
      fitsAlready_one: 'Your resume already fits on one page.',
      fitsAlready_other: 'Your resume already fits on {{count}} pages.',
      done_one: 'Now on one page. Changed: {{changes}}.',
      done_other: 'Now on {{count}} pages. Changed: {{changes}}.',
      cannot_one:
        'Your resume does not fit on one page even with the smallest readable formatting. Nothing was changed – consider shortening some sections.',
      cannot_other:
        'Your resume does not fit on {{count}} pages even with the smallest readable formatting. Nothing was changed – consider shortening some sections.',
      undo: 'Undo',
      undone: 'The previous formatting is back.',
      change: '{{setting}} {{from}} → {{to}}',
      settings: {
        sectionSpacing: 'section spacing',
        paragraphSpacing: 'paragraph spacing',
        lineSpacing: 'line spacing',
        fontSize: 'font size',
        headingSize: 'heading size',
      },
    },
  },
});
