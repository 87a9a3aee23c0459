import type { TemplateStyleName } from '@vita/shared/constants';

/**
 * How each gallery thumbnail is drawn until the real template components exist. Only the
 * thumbnail's layout lives here; the templates themselves will replace `TemplatePreview`'s body.
 */
export interface TemplateSketch {
  layout: 'single' | 'sidebar-left' | 'sidebar-right';
  header: 'band' | 'centered' | 'plain';
  sidebar: 'solid' | 'tint' | 'none';
  photo: boolean;
  accent: 'none' | 'bar' | 'timeline';
}

export const TEMPLATE_SKETCHES: Record<TemplateStyleName, TemplateSketch> = {
  styleTempOne: { layout: 'single', header: 'band', sidebar: 'none', photo: false, accent: 'none' },
  styleTempTwo: { layout: 'single', header: 'centered', sidebar: 'none', photo: false, accent: 'none' },
  styleTempThree: { layout: 'single', header: 'plain', sidebar: 'none', photo: true, accent: 'bar' },
  styleTempFour: { layout: 'single', header: 'plain', sidebar: 'none', photo: true, accent: 'none' },
  styleTempFive: { layout: 'single', header: 'band', sidebar: 'none', photo: false, accent: 'timeline' },
  styleTempDBSix: { layout: 'sidebar-left', header: 'plain', sidebar: 'solid', photo: true, accent: 'none' },
  styleTempDBSeven: {
    layout: 'sidebar-right',
    header: 'plain',
    sidebar: 'tint',
    photo: false,
    accent: 'none',
  },
  styleTempDBEight: { layout: 'sidebar-left', header: 'band', sidebar: 'tint', photo: false, accent: 'none' },
  styleTempDBNine: { layout: 'sidebar-left', header: 'plain', sidebar: 'solid', photo: false, accent: 'bar' },
  styleTempDBTen: { layout: 'sidebar-right', header: 'band', sidebar: 'tint', photo: true, accent: 'none' },
  styleTempDBEleven: {
    layout: 'sidebar-right',
    header: 'plain',
    sidebar: 'solid',
    photo: true,
    accent: 'none',
  },
  styleTempDBTwelve: {
    layout: 'sidebar-left',
    header: 'centered',
    sidebar: 'tint',
    photo: false,
    accent: 'timeline',
  },
};
