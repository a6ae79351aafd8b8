import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nearlyTappedControl, TAP_HINT_VISIBLE_MS } from './tapTarget';

/** Half the hint's usual width: how far its centre stays from the screen's sides. */
const EDGE_MARGIN_PX = 90;

type Hint = { left: number; top: number; key: number };

/**
 * On touch screens, a tap that lands just beside a button or link (within a fingertip, but on
 * nothing) shows "Tap right on the button" under that control, for one second. Mouse clicks never
 * show it: a pointer is precise, and a click beside a control is meant for the page.
 */
export function TapTargetHint() {
  const { t } = useTranslation();
  const [hint, setHint] = useState<Hint | null>(null);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      const control = nearlyTappedControl(event.clientX, event.clientY);
      if (!control) return;
      const box = control.getBoundingClientRect();
      // Centred under the control, but kept inside the screen for controls at its edges.
      const centre = box.left + box.width / 2;
      const left = Math.min(Math.max(centre, EDGE_MARGIN_PX), window.innerWidth - EDGE_MARGIN_PX);
      setHint({ left, top: box.bottom + 6, key: event.timeStamp });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);
  useEffect(() => {
    if (!hint) return;
    const timer = window.setTimeout(() => setHint(null), TAP_HINT_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [hint]);
  if (!hint) return null;
  return (
    <Text
      key={hint.key}
      role="status"
      size="sm"
      className="tap-target-hint"
      style={{ left: hint.left, top: hint.top }}
      data-testid="tap-target-hint"
    >
      {t('chrome.tapHint')}
    </Text>
  );
}
