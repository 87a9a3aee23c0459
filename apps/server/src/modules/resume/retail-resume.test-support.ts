import type { FastifyInstance } from 'fastify';
import { buildTestApp, post } from '../../test/test-app';
import { storeResume } from '../export/sample-resume.test-support';
import { retailPersona } from './translate/personas.test-support';

/** A fresh test app (exports open to every plan) with the retail persona stored without a photo. */
export async function appWithRetailResume(): Promise<{ app: FastifyInstance; token: string }> {
  const app = await buildTestApp({ exportRequiresPlan: false });
  const token = await storeResume(app, { parts: retailPersona, photo: null });
  return { app, token };
}

/** Makes the English version of a stored resume through the API; the new version's token. */
export async function translateToEnglish(app: FastifyInstance, german: string): Promise<string> {
  const res = await post(app, '/resume/translate', { resume_token: german, target: 'en' });
  return (res.body.data as { resume_token: string }).resume_token;
}
