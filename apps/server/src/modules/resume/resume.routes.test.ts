import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { postMultipart } from '../../test/multipart';
import { post, saveMeta } from '../../test/test-app';
import { app, token, useAppAndToken } from '../../test/use-test-app';

useAppAndToken();

describe('save-resume-object and get-resume-object', () => {
  it('stores the local snapshot and returns resume_json_data', async () => {
    const resume_json_data = { templateId: '2', isStudent: 'No', extra_section_array: '["/hobbies"]' };
    const saved = await post(app, '/resume/save-resume-object', {
      resume_token: token,
      resume_name: 'Lebenslauf Lena',
      resume_json_data,
      resume_strength: 40,
    });
    expect(saved.status).toBe(200);
    const got = await post(app, '/resume/get-resume-object', { resume_token: token });
    expect(got.body.data).toMatchObject({
      resume_token: token,
      resume_name: 'Lebenslauf Lena',
      resume_json_data,
    });
  });

  it('refuses a snapshot whose values are not strings', async () => {
    const res = await post(app, '/resume/save-resume-object', {
      resume_token: token,
      resume_json_data: { a: 1 },
    });
    expect(res.status).toBe(400);
  });
});

describe('resume style', () => {
  it('returns defaults and stores template, colour, formatting and section order', async () => {
    const saved = await post(app, '/resume/resume-style', {
      resume_token: token,
      template_id: 7,
      style_name: 'styleTempDBSeven',
      colour: 'standout-ruby',
      formatting: { fontSize: 12, fontStyle: 'Nunito Sans' },
      layout: { main: [1, 6, 7, 3], side: [2, 8] },
    });
    expect(saved.status).toBe(200);
    const got = await post(app, '/resume/get-resume-style', { resume_token: token });
    expect(got.body.data).toMatchObject({
      template_id: 7,
      style_name: 'styleTempDBSeven',
      colour: 'standout-ruby',
      formatting: { fontSize: 12, headingSize: 18, fontStyle: 'Nunito Sans' },
      layout: { main: [1, 6, 7, 3], side: [2, 8] },
    });
  });

  it('keeps the stored colour and formatting when only the section order is saved', async () => {
    const style = (change: object) =>
      post(app, '/resume/resume-style', { resume_token: token, template_id: 1, ...change });
    await style({ colour: 'plum', formatting: { fontSize: 12, headingSize: 22 } });
    await style({ formatting: { lineSpacing: 4 } });
    await style({ layout: { main: [1, 7, 3], side: [] } });
    const got = await post(app, '/resume/get-resume-style', { resume_token: token });
    expect(got.body.data).toMatchObject({
      colour: 'plum',
      formatting: { fontSize: 12, headingSize: 22, lineSpacing: 4 },
      layout: { main: [1, 7, 3] },
    });
  });

  it('refuses a font size outside 8 to 14', async () => {
    const res = await post(app, '/resume/resume-style', {
      resume_token: token,
      template_id: 1,
      formatting: { fontSize: 30 },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain('fontSize');
  });

  it('refuses a style name of another template', async () => {
    const res = await post(app, '/resume/resume-style', {
      resume_token: token,
      template_id: 1,
      style_name: 'styleTempTwo',
    });
    expect(res.status).toBe(400);
  });

  it('refuses an unknown template id', async () => {
    const res = await post(app, '/resume/resume-style', { resume_token: token, template_id: 3 });
    expect(res.status).toBe(400);
  });
});

async function upload(
  file: Buffer,
  filename = 'foto.jpg',
  fields: Record<string, string> = { resume_token: token },
) {
  return postMultipart(app, '/resume/upload-photo', fields, {
    field: 'photo',
    fileName: filename,
    data: file,
    contentType: 'image/jpeg',
  });
}

const photoWithExif = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#c08040' } })
    .png()
    .withExif({ IFD0: { Copyright: 'Lena Schäfer', Artist: 'Kamera' } })
    .toBuffer();

describe('upload-photo and get-photo', () => {
  it('re-encodes to JPEG without EXIF and returns it as base64_img', async () => {
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'foto.png');
    expect(res.status).toBe(200);
    const got = await post(app, '/resume/get-photo', { resume_token: token });
    const dataUrl = got.body.base64_img as string;
    expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    const stored = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(640);
    // The database encodes what get-photo sends; it must be the very image upload answered with.
    expect(dataUrl).toBe(res.body.photo);
  });

  it('checks the content, not the name: text named .jpg is refused and nothing stored', async () => {
    const res = await upload(Buffer.from('kein Bild, nur Text'), 'foto.jpg');
    expect(res.status).toBe(415);
    expect(res.body.message).toContain('kein Bild');
    // Nothing stored: not even the resume was created for the refused upload.
    expect((await post(app, '/resume/get-photo', { resume_token: token })).status).toBe(404);
  });

  it('refuses files over 10 MB', async () => {
    const res = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(res.status).toBe(413);
  });

  it('refuses an upload without a valid token', async () => {
    const res = await upload(await photoWithExif(), 'foto.png', { resume_token: 'nope' });
    expect(res.status).toBe(400);
  });

  it('refuses a JSON body', async () => {
    const res = await post(app, '/resume/upload-photo', { resume_token: token });
    expect(res.status).toBe(400);
  });
});

describe('resume document', () => {
  it('assembles the stored parts into one ResumeDocument', async () => {
    await saveMeta(app, token, 'heading', { fname: 'Lena', lname: 'Schäfer', email: 'lena@example.de' });
    await saveMeta(app, token, 'work-expr', {
      jobtitle: 'Verkäuferin',
      employer: 'Kaufhaus Süd',
      startMonth: 'May',
      startYear: '2020',
      check: true,
    });
    const res = await post(app, '/resume/document', { resume_token: token });
    expect(res.status).toBe(200);
    const doc = res.body.data as { personal: { fullName: string }; sections: { key: string }[] };
    expect(doc.personal.fullName).toBe('Lena Schäfer');
    expect(JSON.stringify(doc.sections)).toContain('05/2020 – Aktuell');
  });
});
