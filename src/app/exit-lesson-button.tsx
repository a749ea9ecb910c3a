import { useTranslation } from 'react-i18next';
import { leaveLesson } from '@/player/xapi/leave-lesson';
import { useAppStore } from '@/store/app-store';
import { Spinner } from '@/ui/spinner';
import './exit-lesson-button.css';

/**
 * 'Sair da aula': the way back to the course, shown only under a cmi5 launch that gave a returnURL. While the
 * last statements go a spinner shows and the status says so (the button keeps its name, so it is announced
 * once), and pressing it again does nothing. When the frame stayed after going to the course, it is a plain
 * link there instead.
 */
export function ExitLessonButton() {
  const { t } = useTranslation();
  const returnUrl = useAppStore((state) => state.lessonReturnUrl);
  const leaving = useAppStore((state) => state.leavingLesson);
  const byLink = useAppStore((state) => state.lessonExitByLink);
  if (!returnUrl) return null;
  return (
    <>
      {byLink ? (
        <a className="sp-exit-lesson" href={returnUrl}>
          <span className="sp-exit-lesson-icon" aria-hidden="true" />
          <span>{t('lesson_exit_link')}</span>
        </a>
      ) : (
        <button type="button" className="sp-exit-lesson" aria-disabled={leaving || undefined} onClick={() => void leaveLesson()}>
          {leaving ? <Spinner /> : <span className="sp-exit-lesson-icon" aria-hidden="true" />}
          <span>{t('lesson_exit')}</span>
        </button>
      )}
      <span role="status" className="visually-hidden">
        {leaving ? t('lesson_exit_leaving') : ''}
      </span>
    </>
  );
}
