import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, initI18n } from '../i18n';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import shellEn from '../i18n/parts/shell.en.json';

// Lazy pages load slowly on a busy 2-core CI machine: wait up to 10 s for what a test looks for.
configure({ asyncUtilTimeout: 10_000 });

// Tests render pages without the route table and switch languages synchronously: give them the
// texts the app fetches lazily.
initI18n();
i18n.addResourceBundle('de', 'translation', de, true, true);
i18n.addResourceBundle('en', 'translation', { ...shellEn, ...en }, true, true);

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});
