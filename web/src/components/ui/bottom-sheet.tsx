/**
 * Bottom sheet on vaul: slides up from the bottom; dragging it down beyond 100 px (or a quick
 * flick) closes it, as do the overlay, Escape and the phone's back button (see history-layer.ts)
 * when `dismissible`.
 *
 *   <BottomSheet open={open} onOpenChange={setOpen} title="Heading" hideTitle={false}>
 *     ...content...
 *   </BottomSheet>
 *
 * Props: open, onOpenChange, title (the sheet's accessible name, shown unless hideTitle),
 * dismissible = true (false: no drag, overlay or Escape close), className (content box).
 */
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import { useHistoryLayer } from './history-layer';
import styles from './bottom-sheet.module.css';
import shared from './shared.module.css';

/** Spec 9: dragging down beyond this many pixels closes the sheet. */
export const SHEET_CLOSE_DISTANCE_PX = 100;

/**
 * vaul takes its close threshold as a fraction of the sheet's height; this turns the fixed pixel
 * distance into that fraction. A sheet shorter than the distance must be dragged fully off.
 */
export function closeThresholdFraction(
  sheetHeightPx: number,
  distancePx = SHEET_CLOSE_DISTANCE_PX,
): number {
  if (!Number.isFinite(sheetHeightPx) || sheetHeightPx <= distancePx) return 1;
  return distancePx / sheetHeightPx;
}

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  hideTitle?: boolean;
  dismissible?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The sheet's rendered height (0 until measured), through a callback ref because the content
 * mounts in a portal after the open state changes.
 */
function useHeight() {
  const [height, setHeight] = useState(0);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}

export function BottomSheet({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  dismissible = true,
  className,
  children,
}: BottomSheetProps) {
  const { ref, height } = useHeight();
  useHistoryLayer(open && dismissible, () => onOpenChange(false));
  return (
    <Drawer.Root
      open={open}
      onOpenChange={onOpenChange}
      dismissible={dismissible}
      closeThreshold={closeThresholdFraction(height)}
    >
      <Drawer.Portal>
        <Drawer.Overlay className={styles.overlay} />
        <Drawer.Content
          ref={ref}
          className={[styles.content, className ?? ''].filter(Boolean).join(' ')}
          aria-describedby={undefined}
        >
          {dismissible ? <Drawer.Handle className={styles.handle} aria-hidden="true" /> : null}
          <Drawer.Title className={hideTitle ? shared.visuallyHidden : styles.title}>
            {title}
          </Drawer.Title>
          <div className={styles.body}>{children}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
