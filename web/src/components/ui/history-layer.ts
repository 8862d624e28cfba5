/**
 * The phone's back button closes the open modal or sheet instead of leaving the page.
 *
 *   useHistoryLayer(open, onClose);   // in a modal or sheet widget (Modal and BottomSheet do it)
 *   useHistoryLayerSync();            // once, in the router's root (the app shell)
 *
 * Opening a layer pushes a history entry with the page's own URL and router state plus a marker
 * `{ id, depth }`; back pops it, and the popstate listener closes the layers stacked above the
 * entry it lands on. Closing a layer any other way (its close button, backdrop, a choice) takes
 * its entry back out with history.go(-n), so nothing is left to press back through. These moves
 * stay inside one page: the listener runs first (capture, added before the router's) and stops
 * the router from seeing them, so routes, loaders and transitions never notice.
 *
 * A route change while a layer is open (the spec closes modals on route changes) pushes the new
 * page above the marker, which is left behind. Such a leftover is stepped over: landing on it by
 * back shows its page (the router handles that), and the next back on that page, finding nothing
 * to close, goes on to the previous page, so every press of back still does something.
 *
 * Layers that must not be dismissed (a blocking consent modal) take no entry: pass open=false.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useLatest } from '@/lib/use-latest';

const MARKER = 'crmLayer';

interface Marker {
  id: string;
  depth: number;
}

/** Where an entry sits: its router index (the page) and how many layers deep. */
interface Position {
  idx: unknown;
  depth: number;
  id: string | null;
}

interface Layer {
  id: string;
  page: unknown;
  depth: number;
  close: () => void;
}

/** A go(-n) this module asked for and has not seen arrive yet. */
interface Traversal {
  page: unknown;
  depth: number;
  steps: number;
  /** Set when the traversal is the way back after overshooting: swallow it, nothing more. */
  returning: boolean;
}

type State = Record<string, unknown> | null;

// Ids are unique per document, so markers left by an earlier load never match an open layer.
const documentId = Math.random().toString(36).slice(2);
let counter = 0;
const layers: Layer[] = [];
let pending: Traversal | null = null;
let tidyQueued = false;
let here: Position = { idx: undefined, depth: 0, id: null };

function currentState(): State {
  return (window.history.state as State) ?? null;
}

function markerOf(state: State): Marker | null {
  const marker = state?.[MARKER] as Marker | undefined;
  return marker && typeof marker.id === 'string' ? marker : null;
}

function positionOf(state: State): Position {
  const marker = markerOf(state);
  return { idx: state?.idx, depth: marker?.depth ?? 0, id: marker?.id ?? null };
}

const isOpen = (id: string | null) => layers.some((layer) => layer.id === id);

/** Reads where history stands now; the shell calls it after every route change. */
export function syncHistoryLayers(): void {
  if (!pending) here = positionOf(currentState());
}

/**
 * Takes the entries of closed layers off the top of this page's stack, down to the deepest layer
 * still open on it. A route change that already pushed another page leaves nothing to take.
 */
function tidy(): void {
  tidyQueued = false;
  if (pending) return;
  const state = currentState();
  const top = markerOf(state);
  if (!top || isOpen(top.id)) return;
  const page = state?.idx;
  const keep = Math.max(
    0,
    ...layers.filter((layer) => layer.page === page && layer.depth < top.depth).map((l) => l.depth),
  );
  const steps = top.depth - keep;
  if (steps <= 0) return;
  pending = { page, depth: keep, steps, returning: false };
  window.history.go(-steps);
}

function queueTidy(): void {
  if (tidyQueued) return;
  tidyQueued = true;
  queueMicrotask(tidy);
}

function openLayer(close: () => void): string {
  syncHistoryLayers();
  const state = currentState();
  const top = markerOf(state);
  const id = `${documentId}:${++counter}`;
  // A closed layer's entry still on top (closed and reopened in one go) is reused, not stacked.
  const reuse = top !== null && !isOpen(top.id) && pending === null;
  const depth = reuse ? top.depth : (top?.depth ?? 0) + 1;
  const next = { ...state, [MARKER]: { id, depth } satisfies Marker };
  if (reuse) window.history.replaceState(next, '');
  else window.history.pushState(next, '');
  layers.push({ id, page: state?.idx, depth, close });
  if (!pending) here = positionOf(next);
  return id;
}

function closeLayer(id: string): void {
  const index = layers.findIndex((layer) => layer.id === id);
  if (index === -1) return;
  layers.splice(index, 1);
  queueTidy();
}

function onPopState(event: PopStateEvent): void {
  const from = here;
  const to = positionOf((event.state as State) ?? null);
  here = to;
  const expected = pending;
  pending = null;

  if (expected?.returning) {
    event.stopImmediatePropagation();
    return;
  }
  if (expected) {
    if (to.idx === expected.page) {
      event.stopImmediatePropagation();
      if (to.depth !== expected.depth) {
        // The page pushed something above the markers before the go() ran: undo the go().
        pending = { ...expected, returning: true };
        window.history.go(expected.steps);
        return;
      }
      queueTidy();
      return;
    }
    // Another back ran together with ours and left the page: the router's business below.
  }

  // Across pages: the router moves; layers close by their own route-change rules.
  if (to.idx !== from.idx) return;

  event.stopImmediatePropagation();
  const above = layers.filter((layer) => layer.page === to.idx && layer.depth > to.depth);
  if (above.length > 0) {
    for (const layer of above.reverse()) {
      layers.splice(layers.indexOf(layer), 1);
      layer.close();
    }
    queueTidy();
    return;
  }
  // Only leftovers of closed layers were crossed: carry on the way the member was going.
  if (to.depth < from.depth) window.history.back();
  else if (to.depth > from.depth) window.history.forward();
}

// Capture, and added when the widgets load (before the router is created): it runs first. The
// server, drawing first screens (src/prerender), has no window.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', onPopState, { capture: true });
}

/** While `open`, the layer owns a history entry; back calls `onClose`. */
export function useHistoryLayer(open: boolean, onClose: () => void): void {
  const latest = useLatest(onClose);
  // In the commit that opens or closes the layer, not after the next paint (where Preact runs
  // effects): a navigation started by the same tap must find the layer's entry already taken out.
  useLayoutEffect(() => {
    if (!open) return;
    const id = openLayer(() => latest.current());
    return () => closeLayer(id);
  }, [open, latest]);
}

/** Keeps the module's idea of the current entry in step with the router's navigations. */
export function useHistoryLayerSync(): void {
  const location = useLocation();
  useEffect(() => {
    syncHistoryLayers();
  }, [location]);
}
