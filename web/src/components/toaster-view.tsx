import { Portal, Stack, Toast, Toaster as ChakraToaster, type CreateToasterReturn } from '@chakra-ui/react';
import { useRef, type PointerEvent, type ReactNode } from 'react';

type Props = { store: CreateToasterReturn; swipeThreshold: number };

/** The toast list itself: loaded on demand by ./toaster. */
export function ToasterView({ store, swipeThreshold }: Props) {
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <SwipeToDismiss onDismiss={() => store.dismiss(toast.id)} threshold={swipeThreshold}>
            {toast.type === 'error' ? <Toast.Indicator /> : null}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </SwipeToDismiss>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/**
 * zag's toast has no swipe gesture: a drag to the right past the threshold dismisses, a shorter one springs back.
 * touch-action pan-y leaves vertical scrolling to the browser and hands horizontal drags to us.
 */
function SwipeToDismiss({
  children,
  onDismiss,
  threshold,
}: {
  children: ReactNode;
  onDismiss: () => void;
  threshold: number;
}) {
  const start = useRef<number | null>(null);
  const move = (el: HTMLElement, dx: number) => {
    el.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
  };
  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    move(event.currentTarget, 0);
    if (dx >= threshold) onDismiss();
  };
  return (
    <Toast.Root
      width={{ md: 'sm' }}
      touchAction="pan-y"
      data-swipe-direction="right"
      // A dismissed toast stays in the list for the removal delay: hide it once its fade is over.
      css={{
        '&[data-state=closed]': {
          visibility: 'hidden',
          pointerEvents: 'none',
          transition: 'translate 400ms, scale 400ms, opacity 200ms, visibility 0s linear 200ms',
        },
      }}
      onPointerDown={(event) => {
        if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
        start.current = event.clientX;
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (start.current !== null) move(event.currentTarget, event.clientX - start.current);
      }}
      onPointerUp={end}
      onPointerCancel={(event) => {
        start.current = null;
        move(event.currentTarget, 0);
      }}
    >
      {children}
    </Toast.Root>
  );
}
