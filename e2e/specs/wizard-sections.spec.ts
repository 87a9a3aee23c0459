/**
 * The second half of the wizard, after education, walked once per language: each language takes
 * its own path on purpose (German takes the skill recommendations, types the signature and keeps
 * Hobbys, Zertifikate and Weitere Informationen; English refuses them, draws the signature and
 * picks References and Activities and Awards), so both branches of every choice are covered. The
 * steps of each walk: `support/wizard-sections-de.ts` and `support/wizard-sections-en.ts`.
 */
import { test } from '../fixtures/test';
import { germanSectionsWalk } from '../support/wizard-sections-de';
import { englishSectionsWalk } from '../support/wizard-sections-en';
import { startAfterEducation } from '../support/wizard-walk';

// A long walk on a shared 2-core machine: a generous budget, the expectations stay tight.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

for (const { language, title, walk } of [germanSectionsWalk, englishSectionsWalk]) {
  test(title, async ({ page, api, axe }) => {
    const token = await startAfterEducation(page, api, language);
    await walk({ page, api, axe, token });
  });
}
