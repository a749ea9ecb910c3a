import { useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveLesson } from '@/player/xapi/leave-lesson';
import { leavePageFor } from '@/services/page-navigation';
import { useAppStore } from '@/store/app-store';
import { Spinner } from '@/ui/spinner';
import './exit-lesson-button.css';

/** A plain press on the link (no modifier: those open the course in a new tab or window, as a link does). */
const plainPress = (event: MouseEvent): boolean =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * 'Sair da aula': the way back to the course, shown only under a cmi5 launch that gave a returnURL. While the
 * last statements go a spinner shows and the status says so (the button keeps its name, so it is announced
 * once), and pressing it again does nothing. When the frame stayed after going to the course, it is a plain
 * link there instead, which takes the focus the button had; pressing it replaces the lesson as the exit does
 * (no history entry), and it still opens in a new tab.
 */
export function ExitLessonButton() {
  const { t } = useTranslation();
  const returnUrl = useAppStore((state) => state.lessonReturnUrl);
  const leaving = useAppStore((state) => state.leavingLesson);
  const byLink = useAppStore((state) => state.lessonExitByLink);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const buttonHadFocus = useRef(false);
  // Read as the button goes (its ref's cleanup runs before React removes it): the focus would fall to the page.
  const buttonRef = useCallback(
    (button: HTMLButtonElement | null) => () => {
      buttonHadFocus.current = button !== null && document.activeElement === button;
    },
    [],
  );
  useLayoutEffect(() => {
    if (byLink && buttonHadFocus.current) linkRef.current?.focus();
    buttonHadFocus.current = false;
  }, [byLink]);
  if (!returnUrl) return null;
  return (
    <>
      {byLink ? (
        <a
          ref={linkRef}
          className="sp-exit-lesson"
          href={returnUrl}
          onClick={(event) => {
            if (!plainPress(event)) return;
            event.preventDefault();
            leavePageFor(returnUrl);
          }}
        >
          <span className="sp-exit-lesson-icon" aria-hidden="true" />
          <span>{t('lesson_exit_link')}</span>
        </a>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          className="sp-exit-lesson"
          aria-disabled={leaving || undefined}
          onClick={() => void leaveLesson()}
        >
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
