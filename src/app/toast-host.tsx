import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/app-store';
import { TOAST_DURATION_MS, type Toast } from '@/store/toast-slice';
import './toast-host.css';

const severityClass = ['success', 'secondary', 'danger', 'primary'] as const;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismissToast = useAppStore((state) => state.dismissToast);
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, dismissToast]);
  return (
    <div className={`toast toast-${severityClass[toast.severity]}`}>
      <span className="toast-message">{toast.message}</span>
      <button type="button" className="toast-close" onClick={() => dismissToast(toast.id)}>
        {t('close')}
      </button>
    </div>
  );
}

/**
 * Toasts at the top and the bottom (boot puts each Toast event in the store, also before the app loads). Each
 * stack holds two live regions that are always there, so a toast is announced when it lands in one: danger
 * toasts in an alert (assertive), the others in a status (polite).
 */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useAppStore((state) => state.toasts);
  return (
    <>
      {(['top', 'bottom'] as const).map((position) => {
        const here = toasts.filter((toast) => toast.position === position);
        return (
          <section key={position} className={`toast-stack toast-stack-${position}`} aria-label={t(`notifications_${position}`)}>
            <div className="toast-list" role="alert">
              {here
                .filter((toast) => toast.severity === 2)
                .map((toast) => (
                  <ToastItem key={toast.id} toast={toast} />
                ))}
            </div>
            <div className="toast-list" role="status">
              {here
                .filter((toast) => toast.severity !== 2)
                .map((toast) => (
                  <ToastItem key={toast.id} toast={toast} />
                ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
