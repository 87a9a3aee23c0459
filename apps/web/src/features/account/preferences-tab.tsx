import { useQuery } from '@tanstack/react-query';
import type { CommunicationPreferences } from '@vita/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account-api';
import { showToast } from '../../components/toast';
import { CheckOption } from '../../components/ui/check-option';
import { FormFailure } from '../../components/ui/form-failure';
import { SectionCard } from '../../components/ui/section-card';
import { useAsyncAction } from '../../components/ui/use-async-action';
import { accountErrorText } from '../../session/error-text';
import '../../session/account-texts';

const TOPICS = ['insider_tips', 'job_alerts', 'new_features', 'market_research'] as const;
type Topic = (typeof TOPICS)[number];
type Choice = Record<Topic, boolean>;
const NONE: Choice = { insider_tips: false, job_alerts: false, new_features: false, market_research: false };

/**
 * Communication Preferences (02 §2.8): four topics and "unsubscribe from all" (which clears them;
 * choosing a topic clears it). The spec shows no save call: Vita saves with
 * POST /communication-preferences.
 */
export function PreferencesTab({ loginToken }: { loginToken: string }) {
  const { t } = useTranslation();
  const stored = useQuery({
    queryKey: ['communication-preferences', loginToken],
    queryFn: async () => (await accountApi.preferences(loginToken)).data,
  });
  const [choice, setChoice] = useState<Choice>(NONE);
  const { busy, failure, run } = useAsyncAction();

  useEffect(() => {
    if (!stored.data) return;
    const { unsubscribe_all: _all, ...topics } = stored.data;
    setChoice(topics);
  }, [stored.data]);

  const none = TOPICS.every((topic) => !choice[topic]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () => {
        const body: CommunicationPreferences = { ...choice, unsubscribe_all: none };
        const { data } = await accountApi.savePreferences(loginToken, body);
        const { unsubscribe_all: _all, ...topics } = data;
        setChoice(topics);
        showToast(t('account.preferences.saved'), 'success');
      },
      (error) => accountErrorText(error, t),
    );
  };

  return (
    <SectionCard
      id="preferences"
      title={t('account.page.preferences')}
      intro={t('account.preferences.intro')}
    >
      <form onSubmit={submit}>
        <fieldset className="preferences">
          <legend className="visually-hidden">{t('account.preferences.legend')}</legend>
          {TOPICS.map((topic) => (
            <CheckOption
              key={topic}
              className="preferences__option"
              checked={choice[topic]}
              disabled={stored.isPending}
              onChange={(checked) => setChoice((c) => ({ ...c, [topic]: checked }))}
            >
              {t(`account.preferences.${topic}`)}
            </CheckOption>
          ))}
          <CheckOption
            className="preferences__option preferences__option--all"
            checked={none}
            disabled={stored.isPending}
            onChange={(checked) => {
              if (checked) setChoice(NONE);
            }}
          >
            {t('account.preferences.unsubscribe_all')}
          </CheckOption>
        </fieldset>
        <FormFailure message={failure} />
        <div className="account-section__actions">
          <button
            type="submit"
            className="button button--primary"
            aria-busy={busy}
            disabled={stored.isPending}
          >
            {t('account.preferences.save')}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}
