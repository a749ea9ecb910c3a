import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLanguage } from '@/i18n/languages';
import './assistant-panel.css';
import { useAppStore } from '@/store/app-store';
import { AnswerMarkdown } from './answer-markdown';
import { errorText, offersRetry } from './assistant-errors';
import { useFollowConversation } from './use-follow-conversation';

/**
 * Sphere: suggested questions (until the first message, and again after a failure), the conversation (kept
 * for the session; a failed answer says why and may be asked again), and a question box that stays in view
 * at the panel's bottom while the conversation follows the newest exchange.
 */
export function AssistantPanel() {
  const { t, i18n } = useTranslation();
  const lang = uiLanguage(i18n.language);
  const messages = useAppStore((state) => state.assistantMessages);
  const questions = useAppStore((state) => state.assistantQuestions);
  const busy = useAppStore((state) => state.assistantBusy);
  const loadQuestions = useAppStore((state) => state.loadQuestions);
  const askAssistant = useAppStore((state) => state.askAssistant);
  const retryAssistant = useAppStore((state) => state.retryAssistant);
  const requestSeek = useAppStore((state) => state.requestSeek);
  const [draft, setDraft] = useState('');
  // Stable, so the answers are not rendered again (nor their nodes replaced) at each keystroke or resize.
  const seekLabel = useCallback((time: string) => t('assistant_seek', { time }), [t]);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    void loadQuestions();
  }, [loadQuestions]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!draft.trim()) return;
    void askAssistant(draft, lang);
    setDraft('');
  };

  const last = messages.at(-1);
  useFollowConversation(listRef, last?.id, busy);
  return (
    <div className="assistant">
      {questions && questions.length > 0 && (!last || last.role === 'error') ? (
        <section aria-label={t('assistant_suggestions')} className="assistant-suggestions">
          {questions.map((question) => (
            <button key={question} type="button" onClick={() => void askAssistant(question, lang)}>
              {question}
            </button>
          ))}
        </section>
      ) : null}
      <ol ref={listRef} className="assistant-messages" aria-live="polite">
        {messages.map((message) => (
          <li key={message.id} className={`assistant-message assistant-${message.role}`}>
            {message.role === 'assistant' ? (
              <AnswerMarkdown text={message.text} seekLabel={seekLabel} onSeek={requestSeek} />
            ) : message.role === 'error' ? (
              <>
                <p>{errorText(message, t)}</p>
                {message === last && offersRetry(message) ? (
                  <button type="button" disabled={busy} onClick={() => void retryAssistant(message.id, lang)}>
                    {t('retry')}
                  </button>
                ) : null}
              </>
            ) : (
              <p>{`${t('assistant_you')}: ${message.text}`}</p>
            )}
          </li>
        ))}
        {busy ? <li className="assistant-message assistant-thinking">{t('assistant_thinking')}</li> : null}
      </ol>
      <form className="assistant-form" onSubmit={handleSubmit}>
        <label className="visually-hidden" htmlFor="assistant-input">
          {t('assistant_placeholder')}
        </label>
        {/* Asking disables 'Enviar' and removes the suggestions and the retry: the panel hands a focus on the one used
            here (its home), where the next question is typed, not to the page's top. */}
        <input
          id="assistant-input"
          data-focus-home
          type="text"
          value={draft}
          maxLength={500}
          placeholder={t('assistant_placeholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" disabled={busy || !draft.trim()}>
          {t('assistant_send')}
        </button>
      </form>
    </div>
  );
}
