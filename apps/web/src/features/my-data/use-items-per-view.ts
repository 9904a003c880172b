import { useSyncExternalStore } from 'react';
import { itemsPerView, type ItemsPerView } from './carousel-layout';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Cards in view for the window's current width (spec §9); follows resizing and rotation. */
export function useItemsPerView(): ItemsPerView {
  return useSyncExternalStore(
    subscribe,
    () => itemsPerView(window.innerWidth),
    () => 4,
  );
}
