/** What a member does when they want the app now, before it was ready: a tap or a key. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Calls `then` once, at the member's first tap or key on `target`, seen before any element can
 * stop it. Returns the function that stops listening.
 */
export function onFirstInteraction(then: () => void, target: EventTarget = window): () => void {
  const stop = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, once, { capture: true });
  };
  const once = () => {
    stop();
    then();
  };
  for (const type of INTERACTIONS) {
    target.addEventListener(type, once, { capture: true, passive: true });
  }
  return stop;
}
