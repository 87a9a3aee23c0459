import {
  accountExportResponseSchema,
  communicationPreferencesResponseSchema,
  communicationPreferencesSchema,
  deleteAccountRequestSchema,
  deleteResumeRequestSchema,
  deleteResumeResponseSchema,
  logoutAllResponseSchema,
  okSchema,
  PASSWORDS_DO_NOT_MATCH,
  profileResponseSchema,
  renameResumeRequestSchema,
  renameResumeResponseSchema,
  resumeListResponseSchema,
  resumeObjectResponseSchema,
  saveLocalResumeRequestSchema,
  updatePasswordRequestSchema,
  updatePasswordResponseSchema,
  updateProfileRequestSchema,
} from '@vita/shared';
import { type App, ok, typed } from '../../http/context';
import { HttpError } from '../../http/errors';
import { replies } from '../../http/responses';
import { loginRequired, requireUser } from '../auth/current-user';
import {
  listResumes,
  preferencesOf,
  savePreferences,
  toProfile,
  updatePassword,
  updateProfile,
} from './account.service';
import { deleteAccount } from './account-deletion';
import { type ApplicationsExport, exportAccount } from './account-export';
import { deleteResume, renameResume } from './my-resume.service';
import { saveLocalResume } from './save-local-resume';

export type AccountRouteOptions = {
  now: () => Date;
  /** The Bewerbungsmanager's part of the export, wired by the composition root (it sits above this module). */
  exportApplications: ApplicationsExport;
};

type Routes = ReturnType<typeof typed>;

/** The login's own data: contact details, password, signing out everywhere. */
function profileRoutes(app: App, r: Routes) {
  const { db } = app;
  r.get(
    '/profile-info',
    { schema: { response: replies(profileResponseSchema) }, onRequest: loginRequired },
    async ({ caller }) => {
      return ok('OK', { data: toProfile(await requireUser(db, caller.userId)) });
    },
  );

  r.post(
    '/update-profile',
    {
      schema: { body: updateProfileRequestSchema, response: replies(profileResponseSchema) },
      onRequest: loginRequired,
    },
    async ({ body, caller }) => {
      const user = await requireUser(db, caller.userId);
      return ok('Ihre Kontaktdaten wurden gespeichert.', { data: await updateProfile(db, user, body) });
    },
  );

  r.post(
    '/update-password',
    {
      schema: { body: updatePasswordRequestSchema, response: replies(updatePasswordResponseSchema) },
      onRequest: loginRequired,
    },
    async ({ body, caller }) => {
      const user = await requireUser(db, caller.userId);
      if (body.new_password !== body.confirm_password) {
        throw new HttpError(
          400,
          PASSWORDS_DO_NOT_MATCH,
          {
            confirm_password: PASSWORDS_DO_NOT_MATCH,
          },
          { code: 'password_mismatch' },
        );
      }
      const subject = await updatePassword(db, user, body);
      // Every other device is signed out; this one goes on with a fresh token.
      return ok('Ihr Passwort wurde geändert.', { token: await app.loginTokens.sign(subject) });
    },
  );

  r.post(
    '/logout-all',
    { schema: { response: replies(logoutAllResponseSchema) }, onRequest: loginRequired },
    async ({ caller }) => {
      const user = await requireUser(db, caller.userId);
      await app.loginTokens.revokeAll(user.id);
      return ok('Sie wurden auf allen Geräten abgemeldet.', {});
    },
  );
}

/** Which e-mails the user wants. */
function preferenceRoutes(app: App, r: Routes) {
  const { db } = app;
  r.get(
    '/communication-preferences',
    { schema: { response: replies(communicationPreferencesResponseSchema) }, onRequest: loginRequired },
    async ({ caller }) => {
      const user = await requireUser(db, caller.userId);
      return ok('OK', { data: await preferencesOf(db, user.id) });
    },
  );

  r.post(
    '/communication-preferences',
    {
      schema: {
        body: communicationPreferencesSchema,
        response: replies(communicationPreferencesResponseSchema),
      },
      onRequest: loginRequired,
    },
    async ({ body, caller }) => {
      const user = await requireUser(db, caller.userId);
      return ok('Ihre Einstellungen wurden gespeichert.', { data: await savePreferences(db, user.id, body) });
    },
  );
}

/** My Resume: the list, and keeping a resume made before the login. */
function resumeListRoutes(app: App, r: Routes) {
  const { db } = app;
  r.get(
    '/resume-listing',
    { schema: { response: replies(resumeListResponseSchema) }, onRequest: loginRequired },
    async ({ caller }) => {
      const user = await requireUser(db, caller.userId);
      return ok('OK', { data: await listResumes(db, user.id) });
    },
  );

  r.post(
    '/resume/save-local-resume',
    { schema: { body: saveLocalResumeRequestSchema, response: replies(resumeObjectResponseSchema) } },
    async ({ body, caller }) => {
      const userId = caller.userId ?? (await app.loginTokens.verify(body.login_token));
      const user = await requireUser(db, userId);
      return ok('Gespeichert.', { data: await saveLocalResume(db, user.id, body) });
    },
  );

  r.post(
    '/resume/rename',
    {
      schema: { body: renameResumeRequestSchema, response: replies(renameResumeResponseSchema) },
      onRequest: loginRequired,
    },
    async ({ body, caller }) => {
      const user = await requireUser(db, caller.userId);
      return ok('Der Lebenslauf wurde umbenannt.', { data: await renameResume(db, user.id, body) });
    },
  );

  r.post(
    '/resume/delete-resume',
    {
      schema: { body: deleteResumeRequestSchema, response: replies(deleteResumeResponseSchema) },
      onRequest: loginRequired,
    },
    async ({ body, caller }) => {
      const user = await requireUser(db, caller.userId);
      await deleteResume(db, user.id, body.resume_token);
      return ok('Der Lebenslauf wurde gelöscht.', { data: { resume_token: body.resume_token } });
    },
  );
}

/** The GDPR calls: a copy of all data, deleting the account. */
function dataRoutes(app: App, r: Routes, options: AccountRouteOptions) {
  const { db } = app;
  r.get(
    '/account/export',
    { schema: { response: replies(accountExportResponseSchema) }, onRequest: loginRequired },
    async ({ caller }, reply) => {
      const user = await requireUser(db, caller.userId);
      const data = await exportAccount(db, user, options.now(), options.exportApplications);
      reply.header('content-disposition', 'attachment; filename="vita-daten.json"');
      return ok('OK', { data });
    },
  );

  r.post(
    '/account/delete',
    { schema: { body: deleteAccountRequestSchema, response: replies(okSchema) }, onRequest: loginRequired },
    async ({ body, caller }) => {
      const user = await requireUser(db, caller.userId);
      await deleteAccount(db, user, body);
      return ok('Ihr Konto und alle Ihre Lebensläufe wurden gelöscht.', {});
    },
  );
}

/** My Account, My Resume and the GDPR calls; all need `Authorization: Bearer <login token>`. */
export async function accountRoutes(app: App, options: AccountRouteOptions) {
  const r = typed(app);
  profileRoutes(app, r);
  preferenceRoutes(app, r);
  resumeListRoutes(app, r);
  dataRoutes(app, r, options);
}
