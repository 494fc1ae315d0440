import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

export type DismissReason = 'outside' | 'escape' | 'focus';

/**
 * While `active`, calls `onDismiss` when the pointer goes down outside `ref`'s element, when
 * Escape is pressed anywhere in the document, or when the keyboard's focus moves to something
 * outside it (a panel left open would cover what the keyboard user goes on to).
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
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const root = ref.current;
      if (!root || !(target instanceof Node) || root.contains(target)) return;
      dismiss('focus');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, active]);
}
