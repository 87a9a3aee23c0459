import sharp from 'sharp';

/** A neutral stand-in portrait (4:3, as the photo cropper stores it), as a JPEG data URL. */
export async function samplePhotoDataUrl(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#d9dee4"/><stop offset="1" stop-color="#aeb8c4"/>
      </linearGradient>
      <linearGradient id="coat" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#3c4a5c"/><stop offset="1" stop-color="#26303d"/>
      </linearGradient>
    </defs>
    <rect width="480" height="360" fill="url(#bg)"/>
    <path d="M120 360c8-78 56-112 120-112s112 34 120 112z" fill="url(#coat)"/>
    <path d="M214 236h52l-8 30h-36z" fill="#e8c4a8"/>
    <ellipse cx="240" cy="160" rx="58" ry="70" fill="#efcfb4"/>
    <path d="M180 160c-6-62 30-96 64-96 40 0 70 30 62 98-8-30-26-48-62-52-30 4-52 20-64 50z" fill="#5a3b2a"/>
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
