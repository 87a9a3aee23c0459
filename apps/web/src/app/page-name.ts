import { type PathName, paths } from '../flow/paths';

const BY_PATH = new Map<string, PathName>(
  (Object.entries(paths) as [PathName, string][]).map(([name, path]) => [path, name]),
);

/** The route name of a pathname (exact, case-sensitive; the letter editor's by its pattern), or null for unknown paths. */
export const pathNameOf = (pathname: string): PathName | null =>
  BY_PATH.get(pathname) ??
  (/^\/anschreiben\/\d+$/.test(pathname)
    ? 'letterEditor'
    : /^\/bewerbungen\/\d+$/.test(pathname)
      ? 'trackedApplication'
      : null);
