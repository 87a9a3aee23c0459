import { resumeStyleSchema, type StoredResumeParts, typicalSampleParts } from '@vita/shared';
import sharp from 'sharp';

/** A tiny real JPEG as a data URL: the photo of the full sample. */
export async function samplePhotoDataUrl(): Promise<string> {
  const jpeg = await sharp({ create: { width: 35, height: 45, channels: 3, background: '#7a8ca0' } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The typical sample with a photo, every extra section, two custom sections and a section order. */
export async function fullSampleParts(): Promise<StoredResumeParts> {
  return {
    ...typicalSampleParts,
    name: 'Lebenslauf Julia Becker (vollständig)',
    style: resumeStyleSchema.parse({
      template_id: 2,
      style_name: 'styleTempTwo',
      colour: 'standout-ruby',
      formatting: { fontSize: 12, fontStyle: 'Nunito Sans', custom: true },
      layout: { main: [1, 6, 7, 3], side: [2, 8] },
    }),
    heading: typicalSampleParts.heading && {
      ...typicalSampleParts.heading,
      socialLink: 'https://www.linkedin.com/in/julia-becker',
    },
    extraSections: [
      ...typicalSampleParts.extraSections,
      {
        id: 4,
        meta_sub_key: 'Accomplishment',
        meta_value: { data: '<ul><li><p>Beste Filiale NRW 2023</p></li></ul>' },
      },
      { id: 5, meta_sub_key: 'Affiliation', meta_value: { data: '<p>Mitglied im Handelsverband NRW</p>' } },
      {
        id: 6,
        meta_sub_key: 'additionalInformation',
        meta_value: { data: '<p>Führerschein <strong>Klasse B</strong></p>' },
      },
      {
        id: 7,
        meta_sub_key: 'WebLinks',
        meta_value: { link1: 'xing.com/profile/Julia_Becker', link2: 'https://julia-becker.de', link3: '' },
      },
    ],
    customSections: [
      ...typicalSampleParts.customSections,
      { id: 22, title: 'Projekte', description: '<p>Umbau der Filiale 2024 mitgeplant</p>' },
    ],
    photo: await samplePhotoDataUrl(),
  };
}
