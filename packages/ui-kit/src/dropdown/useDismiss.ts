import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * While `active`, calls `onDismiss` when the pointer goes down outside `ref`'s element, or when
 * Escape is pressed anywhere in the document.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: Event) => {
      const target = event.target;
      const root = ref.current;
      if (root && target instanceof Node && root.contains(target)) return;
      dismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, active]);
}
