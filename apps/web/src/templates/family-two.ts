import { BannerHeader } from './banner-header/banner-header';
import { CenteredClassic } from './centered-classic/centered-classic';
import { HeadingBars } from './heading-bars/heading-bars';
import { MinimalLines } from './minimal-lines/minimal-lines';
import { ModernTwoColumn } from './modern-two-column/modern-two-column';
import type { TemplateComponent } from './shared/template-types';
import { SidebarRightPhoto } from './sidebar-right-photo/sidebar-right-photo';
import { Timeline } from './timeline/timeline';

/**
 * Family two (01 §3: ids 4, 7, 8 … 12 → styleTempDBSix … Twelve), each a design of its own:
 * modern-two-column (Six), sidebar-right-photo (Seven), banner-header (Eight), minimal-lines
 * (Nine), timeline (Ten), heading-bars (Eleven), centered-classic (Twelve).
 */
export const FAMILY_TWO = {
  styleTempDBSix: ModernTwoColumn,
  styleTempDBSeven: SidebarRightPhoto,
  styleTempDBEight: BannerHeader,
  styleTempDBNine: MinimalLines,
  styleTempDBTen: Timeline,
  styleTempDBEleven: HeadingBars,
  styleTempDBTwelve: CenteredClassic,
} satisfies Record<string, TemplateComponent>;

/**
 * The two-column templates of this family: modern-two-column (coloured side column left) and
 * sidebar-right-photo (light side column right). Their sections can be dragged between the main
 * and the side column; the others are single-column.
 */
export const FAMILY_TWO_TWO_COLUMN: ReadonlySet<string> = new Set(['styleTempDBSix', 'styleTempDBSeven']);

/**
 * The designs of this family that show a photo (top right, or in the side column), for which the
 * heading form asks for one (01 §5). minimal-lines and centered-classic have no photo.
 */
export const FAMILY_TWO_PHOTO: ReadonlySet<string> = new Set([
  'styleTempDBSix',
  'styleTempDBSeven',
  'styleTempDBEight',
  'styleTempDBTen',
  'styleTempDBEleven',
]);
