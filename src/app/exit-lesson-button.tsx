import { useTranslation } from 'react-i18next';
import { leaveLesson } from '@/player/xapi/leave-lesson';
import { useAppStore } from '@/store/app-store';
import { Spinner } from '@/ui/spinner';
import './exit-lesson-button.css';

/**
 * 'Sair da aula': the way back to the course, shown only under a cmi5 launch that gave a returnURL. While the
 * last statements go it says so, and pressing it again does nothing.
 */
export function ExitLessonButton() {
  const { t } = useTranslation();
  const returnUrl = useAppStore((state) => state.lessonReturnUrl);
  const leaving = useAppStore((state) => state.leavingLesson);
  if (!returnUrl) return null;
  return (
    <>
      <button type="button" className="sp-exit-lesson" aria-disabled={leaving || undefined} onClick={() => void leaveLesson()}>
        {leaving ? <Spinner /> : <span className="sp-exit-lesson-icon" aria-hidden="true" />}
        <span>{leaving ? t('lesson_exit_leaving') : t('lesson_exit')}</span>
      </button>
      <span role="status" className="visually-hidden">
        {leaving ? t('lesson_exit_leaving') : ''}
      </span>
    </>
  );
}
