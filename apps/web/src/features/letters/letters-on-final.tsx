import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { lettersApi, lettersListQuery } from '../../api/letters-api';
import { flushPendingSaves } from '../../components/save-status';
import { todayInBerlin } from '../../letters/letter-text';
import { getItem } from '../../store/local-store';
import { useFinalDocument } from '../../store/use-final-document';
import './editor/letters-texts';
import './letters-on-final.css';

const editorHref = (id: number) => `/anschreiben/${id}`;

/**
 * "Anschreiben erstellen" on the final page: a new letter for this resume (sender from the
 * heading, place = the heading's city, today's date in Germany), opened in the editor; below it
 * the resume's letters.
 */
export function LettersOnFinal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const doc = useFinalDocument();
  const resumeToken = getItem('resumeToken');
  const loginToken = getItem('loginToken');
  const letters = useQuery({
    ...lettersListQuery({ resumeToken: resumeToken ?? '', token: loginToken }),
    enabled: resumeToken !== null,
    retry: false,
  });
  const create = useMutation({
    mutationFn: async () => {
      // The server checks the resume exists: a resume typed a moment ago is stored first.
      await flushPendingSaves();
      return lettersApi.create(
        { resume_token: resumeToken ?? '', place: doc.personal.city, date: todayInBerlin() },
        loginToken,
      );
    },
    onSuccess: ({ data }) => navigate(editorHref(data.id)),
  });
  if (!resumeToken) return null;
  return (
    <div className="final-letters">
      <button
        type="button"
        className="final-actions__spellcheck final-letters__create"
        disabled={create.isPending}
        onClick={() => create.mutate()}
      >
        {create.isPending ? t('letters.creating') : t('letters.create')}
      </button>
      {create.isError && (
        <p role="alert" className="final-letters__error">
          {t('letters.createFailed', { message: create.error.message })}
        </p>
      )}
      {letters.data && letters.data.length > 0 && (
        <nav aria-label={t('letters.listTitle')}>
          <ul className="final-letters__list">
            {letters.data.map((letter) => (
              <li key={letter.id}>
                <Link to={editorHref(letter.id)}>
                  {letter.name || letter.recipient.company || t('letters.untitled')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
