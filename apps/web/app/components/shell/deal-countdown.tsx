import { useEffect, useEffectEvent, useState } from 'react';
import { type Deal, secondsUntilExpiry } from '../../lib/deal.api.ts';
import { useT } from '../../lib/strings.ts';
import { Icon } from './icons.tsx';

/** Spec 4: the countdown counts down per second. */
export const dealTickMs = 1000;

/** "2 d 03:04:05" or "03:04:05". */
export function formatCountdown(totalSeconds: number, dayUnit: (days: number) => string): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
  return days > 0 ? `${dayUnit(days)} ${clock}` : clock;
}

/**
 * Spec 4: the countdown, only on the deal's product page. It ticks each second while the tab is
 * visible, pauses while it is hidden, and re-syncs with the clock when it is visible again. It
 * starts after hydration (the server cannot know the shopper's clock).
 */
export default function DealCountdown({ deal, onExpired }: { deal: Deal; onExpired: () => void }) {
  const t = useT();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const expire = useEffectEvent(onExpired);

  useEffect(() => {
    let timer: number | undefined;
    const sync = () => {
      const left = secondsUntilExpiry(deal, Date.now());
      setSecondsLeft(left);
      if (left === 0) {
        stop();
        expire();
      }
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      sync();
      timer = window.setInterval(sync, dealTickMs);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [deal]);

  return (
    <span className="deal-banner__countdown">
      <Icon name="clock" size={16} />
      <span className="visually-hidden">{t('shell.deal.endsIn')}</span>
      <span role="timer" data-deal-countdown="" data-seconds-left={secondsLeft ?? ''}>
        {secondsLeft === null
          ? '--:--:--'
          : formatCountdown(secondsLeft, (days) => t('shell.deal.days', { days }))}
      </span>
    </span>
  );
}
