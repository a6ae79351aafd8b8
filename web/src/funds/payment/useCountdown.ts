import { useEffect, useState } from 'react';

/** Milliseconds left until `deadlineMs`, never below zero, updated every second until it reaches zero. */
export function useCountdown(deadlineMs: number | null): number | null {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineMs === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNowMs(current);
      if (current >= deadlineMs) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  return deadlineMs === null ? null : Math.max(0, deadlineMs - nowMs);
}

/** "29:59" for the countdown. */
export function formatRemaining(remainingMs: number): string {
  const totalSeconds = Math.ceil(remainingMs / 1_000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
