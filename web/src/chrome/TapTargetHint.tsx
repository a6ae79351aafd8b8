import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTROL, nearlyTappedControl, TAP_HINT_VISIBLE_MS } from './tapTarget';

/** Half the hint's usual width: how far its centre stays from the screen's sides. */
const EDGE_MARGIN_PX = 90;

type Hint = { left: number; top: number; key: number };

/** Centred under the control, but kept inside the screen for controls at its edges. */
function hintUnder(control: Element): Hint {
  const box = control.getBoundingClientRect();
  const centre = box.left + box.width / 2;
  const left = Math.min(Math.max(centre, EDGE_MARGIN_PX), window.innerWidth - EDGE_MARGIN_PX);
  return { left, top: box.bottom + 6, key: performance.now() };
}

/**
 * On touch screens, a tap that lands just beside a button or link (within a fingertip, but on
 * nothing, and not moved onto the control by the browser) shows "Tap directly on the button" under
 * that control, for one second. Mouse clicks never show it: a click beside a control is meant for
 * the page.
 */
export function TapTargetHint() {
  const { t } = useTranslation();
  const [hint, setHint] = useState<Hint | null>(null);
  useEffect(() => {
    // Where the last touch began: the click that follows a tap carries no pointer type in Safari.
    let lastTouch: { x: number; y: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      lastTouch = event.pointerType === 'touch' ? { x: event.clientX, y: event.clientY } : null;
    };
    const onClick = (event: MouseEvent) => {
      const touch = lastTouch;
      lastTouch = null;
      // Browsers that move a near tap onto the control (Chrome does) need no hint: the tap worked.
      if (!touch || (event.target instanceof Element && event.target.closest(CONTROL))) return;
      const control = nearlyTappedControl(touch.x, touch.y);
      if (control) setHint(hintUnder(control));
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
    };
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
