// Signals raised by the request wrapper for the app shell to act on (SPEC §7: "Code 401 triggers the login
// event, 402 the bind event"). A DOM EventTarget keeps the wrapper free of React.
export type SessionEvent = 'login-required' | 'bind-required' | 'login-expired';

const target = new EventTarget();

export function emitSessionEvent(type: SessionEvent): void {
  target.dispatchEvent(new Event(type));
}

export function onSessionEvent(type: SessionEvent, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}
