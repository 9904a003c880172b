type Listener = () => void;
const listeners = new Set<Listener>();

/** Called by API clients on a 401: the app shows the session-expired dialog and reloads. */
export function notifySessionExpired() {
  for (const listener of listeners) listener();
}

export function onSessionExpired(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
