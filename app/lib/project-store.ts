import { useSyncExternalStore } from "react";
import type { BasketItem } from "../../shared/basket";
import {
  addToCurrent,
  createProject,
  currentProject,
  deleteCurrent,
  emptyProjects,
  parseProjects,
  PROJECTS_KEY,
  renameCurrent,
  selectProject,
  setCurrentItems,
  type ProjectsState,
} from "../../shared/projects";

/**
 * The visitor's projects as one external store over localStorage, modelled on favourites-store.ts: every
 * 'Add to project' button and the /price-comparison page read it with useSyncExternalStore, so they agree within
 * a tab (this module notifies them) and across tabs (the `storage` event fires in every other tab on a write).
 */

const listeners = new Set<() => void>();
/** The state as last read, kept with the raw text it came from: a snapshot must not change between reads. */
let cache: { raw: string | null; state: ProjectsState } | null = null;
/** Where storage is blocked (privacy settings) the projects live in memory for this page view. */
let memory: string | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return memory ?? storage()?.getItem(PROJECTS_KEY) ?? null;
  } catch {
    return memory;
  }
}

/** Random enough to keep a handful of local projects apart; never shared. */
function newId(): string {
  return `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

function snapshot(): ProjectsState {
  const raw = readRaw();
  // Nothing stored yet reads as one empty project; the fresh state is cached so that reads stay stable.
  if (cache === null || raw !== cache.raw) {
    cache = { raw, state: parseProjects(raw) ?? emptyProjects("p-first", new Date(0).toISOString()) };
  }
  return cache.state;
}

function onStorage(event: StorageEvent) {
  if (event.key === PROJECTS_KEY || event.key === null) notify();
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** null in the server HTML and during hydration: callers render nothing that needs the projects until known. */
const serverSnapshot = () => null;

export function useProjects(): ProjectsState | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/**
 * What every change answers: `kept` is false when the browser would not store it (storage full or blocked):
 * the change then holds for this page view only, and the caller says so.
 */
export type Written = { ok: true; kept: boolean; state: ProjectsState };
export type StoreResult = Written | { ok: false; error: string };

function write(state: ProjectsState): Written {
  const raw = JSON.stringify(state);
  let kept = true;
  try {
    const store = storage();
    if (!store) throw new Error("no storage");
    store.setItem(PROJECTS_KEY, raw);
    memory = null;
  } catch {
    memory = raw;
    kept = false;
  }
  notify();
  return { ok: true, kept, state };
}

const now = () => new Date().toISOString();

/** Adds to the current project (quantities of a product already listed add up). */
export function addToProject(
  item: BasketItem,
):
  | { ok: true; kept: boolean; state: ProjectsState; quantity: number; projectName: string }
  | { ok: false; error: string } {
  const added = addToCurrent(snapshot(), item, now());
  if (!added.ok) return added;
  return { ...write(added.state), quantity: added.quantity, projectName: currentProject(added.state).name };
}

/** The page's edits: quantities, removals and clear, written as the whole new list. */
export function setProjectItems(items: readonly BasketItem[]): Written {
  return write(setCurrentItems(snapshot(), items, now()));
}

export function renameProject(name: string): Written {
  return write(renameCurrent(snapshot(), name, now()));
}

/** A new project (empty, or a shared list being saved), made current. */
export function newProject(name: string, items: readonly BasketItem[] = []): StoreResult {
  const created = createProject(snapshot(), { id: newId(), name, items }, now());
  return created.ok ? write(created.state) : created;
}

export function switchProject(id: string): Written {
  return write(selectProject(snapshot(), id));
}

export function deleteProject(): Written {
  return write(deleteCurrent(snapshot(), newId(), now()));
}
