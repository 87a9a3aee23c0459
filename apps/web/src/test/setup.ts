import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, initI18n } from '../i18n';
import en from '../i18n/en.json';

// Lazy pages load slowly on a busy 2-core CI machine: wait up to 10 s for what a test looks for.
configure({ asyncUtilTimeout: 10_000 });

// Tests switch languages synchronously: give them the English texts the app fetches lazily.
initI18n();
i18n.addResourceBundle('en', 'translation', en);

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});
