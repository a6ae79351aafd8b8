/** The tap-target hint closes itself after this long (specification 000 §2). */
export const TAP_HINT_VISIBLE_MS = 1_000;

/** How far from a control a tap may land and still be taken as meant for it (about a fingertip). */
const NEAR_MISS_RADIUS_PX = 16;

export const CONTROL = 'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="menuitem"]';

/** The points around a tap that a fingertip covers: eight directions at the near-miss radius. */
function pointsAround(x: number, y: number): Array<[number, number]> {
  const diagonal = NEAR_MISS_RADIUS_PX / Math.SQRT2;
  const offsets: Array<[number, number]> = [
    [0, -NEAR_MISS_RADIUS_PX],
    [NEAR_MISS_RADIUS_PX, 0],
    [0, NEAR_MISS_RADIUS_PX],
    [-NEAR_MISS_RADIUS_PX, 0],
    [diagonal, -diagonal],
    [diagonal, diagonal],
    [-diagonal, diagonal],
    [-diagonal, -diagonal],
  ];
  return offsets.map(([dx, dy]) => [x + dx, y + dy]);
}

/**
 * The control a tap just missed: the tap itself landed on no control, but one lies within a
 * fingertip of it. Null for taps on a control, and for taps far from any.
 */
export function nearlyTappedControl(x: number, y: number): Element | null {
  if (document.elementFromPoint(x, y)?.closest(CONTROL)) return null;
  for (const [nearX, nearY] of pointsAround(x, y)) {
    const control = document.elementFromPoint(nearX, nearY)?.closest(CONTROL);
    if (control) return control;
  }
  return null;
}
