import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { PAGE_WIDTH_PX } from './paged-document';

const SIDE_ROOM_PX = 8;

/**
 * Shows A4 pages scaled down to the width available (never up). The scale is a CSS transform
 * only: the pages are laid out and paginated at their real size, whatever the zoom.
 */
export function ScaledPages({
  children,
  bare = false,
}: {
  children: ReactNode;
  /** Exactly the available width: no room around the pages, no shadow (gallery thumbnails). */
  bare?: boolean;
}) {
  const outerRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });

  useLayoutEffect(() => {
    const outer = outerRef.current;
    const inner = innerRef.current;
    if (!outer || !inner) return;
    const update = () => {
      const width = outer.clientWidth;
      const height = inner.offsetHeight;
      setBox((current) =>
        current.width === width && current.height === height ? current : { width, height },
      );
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  // A little room on both sides, so the pages' shadow is not cut off.
  const room = bare ? 0 : SIDE_ROOM_PX;
  const scale = box.width > 0 ? Math.min(1, (box.width - 2 * room) / PAGE_WIDTH_PX) : 1;
  const offset = box.width > 0 ? (box.width - PAGE_WIDTH_PX * scale) / 2 : 0;
  return (
    <div
      ref={outerRef}
      className={bare ? 'vt-scaled vt-scaled--bare' : 'vt-scaled'}
      style={box.height > 0 ? { height: `${box.height * scale}px` } : undefined}
    >
      <div
        ref={innerRef}
        className="vt-scaled__inner"
        style={{ width: `${PAGE_WIDTH_PX}px`, transform: `translateX(${offset}px) scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
