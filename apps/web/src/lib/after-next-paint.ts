/**
 * Runs `then` in the task after the next paint: a frame callback runs just before the paint, a task queued from it
 * runs after. Without frames (a test's DOM) it runs in the next task. Returns a function that cancels it.
 */
export function afterNextPaint(then: () => void): () => void {
  let frame: number | undefined;
  let task: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') task = setTimeout(then);
  else frame = requestAnimationFrame(() => (task = setTimeout(then)));
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
