import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

type Announce = (text: string) => void;
interface Notice {
  readonly text: string;
  readonly id: number;
}

const NoticeContext = createContext<{ readonly notice: Notice | null; readonly announce: Announce } | null>(
  null,
);

/** How long a notice stays on screen; screen readers have read it by then. */
const noticeMilliseconds = 8000;

/** Holds the latest notice ("Order shipped") across page changes; NoticeRegion shows it. */
export function NoticeProvider({ children }: { readonly children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const announce = useCallback<Announce>((text) => setNotice({ text, id: Date.now() }), []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), noticeMilliseconds);
    return () => clearTimeout(timer);
  }, [notice]);

  const value = useMemo(() => ({ notice, announce }), [notice, announce]);
  return <NoticeContext value={value}>{children}</NoticeContext>;
}

function useNotices() {
  const notices = useContext(NoticeContext);
  if (!notices) throw new Error('Notices need a NoticeProvider');
  return notices;
}

/**
 * The polite live region: in the page from the start (a region added together with its text is
 * often not read), the text comes later. It sits inside <main>, so it is in a landmark.
 */
export function NoticeRegion() {
  const { notice } = useNotices();
  return (
    <div className="notice-region" role="status">
      {notice ? (
        <p className="notice" key={notice.id}>
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}

/** Announces a notice in the live region. */
export function useAnnounce(): Announce {
  return useNotices().announce;
}
