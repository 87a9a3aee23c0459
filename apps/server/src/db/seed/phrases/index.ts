import { CRAFTS_CONSTRUCTION_PROFILES } from './crafts-construction';
import { EDUCATION_SOCIAL_PROFILES } from './education-social';
import { HEALTH_PROFILES } from './health';
import { HOSPITALITY_LOGISTICS_PROFILES } from './hospitality-logistics';
import { INDUSTRIAL_TRADES_PROFILES } from './industrial-trades';
import { IT_ENGINEERING_PROFILES } from './it-engineering';
import { MANAGEMENT_MARKETING_PROFILES } from './management-marketing';
import { OFFICE_FINANCE_PROFILES } from './office-finance';
import { SALES_SERVICE_PROFILES } from './sales-service';
import type { OwnProfile } from './types';

export type { OwnProfile, PhraseGroup } from './types';

/** The common job profiles in Germany that have our own phrases for categories 5–9. */
export const OWN_PROFILES: readonly OwnProfile[] = [
  ...HEALTH_PROFILES,
  ...EDUCATION_SOCIAL_PROFILES,
  ...OFFICE_FINANCE_PROFILES,
  ...SALES_SERVICE_PROFILES,
  ...MANAGEMENT_MARKETING_PROFILES,
  ...IT_ENGINEERING_PROFILES,
  ...INDUSTRIAL_TRADES_PROFILES,
  ...CRAFTS_CONSTRUCTION_PROFILES,
  ...HOSPITALITY_LOGISTICS_PROFILES,
];
