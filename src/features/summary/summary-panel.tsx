import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLanguage } from '@/i18n/languages';
import { useAppStore } from '@/store/app-store';
import { PanelLoading } from '@/ui/spinner';

/** The summary's content: fetched on first open, shown as plain text (React escapes it; no HTML is read). */
export function SummaryPanel() {
  const { t, i18n } = useTranslation();
  const lang = uiLanguage(i18n.language);
  const text = useAppStore((state) => state.summaryText);
  const loading = useAppStore((state) => state.summaryLoading);
  const error = useAppStore((state) => state.summaryError);
  const loadSummary = useAppStore((state) => state.loadSummary);
  useEffect(() => {
    void loadSummary(lang);
  }, [loadSummary, lang]);
  if (loading) {
    return <PanelLoading text={t('summary_loading')} />;
  }
  if (error) {
    return (
      <div className="panel-status" role="alert">
        <p>{'text' in error ? error.text : t(error.textKey)}</p>
        {error.final ? null : (
          <button type="button" onClick={() => void loadSummary(lang)}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="summary-text">
      {(text ?? '').split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
