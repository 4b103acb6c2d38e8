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
import { storedKey } from "./local-storage-key";

/**
 * The visitor's projects as one external store over localStorage (local-storage-key.ts, as the favourites): every
 * 'Add to project' button and the /price-comparison page read it with useSyncExternalStore, so they agree within a
 * tab and across tabs. Nothing stored yet reads as one empty project.
 */
const projects = storedKey(
  PROJECTS_KEY,
  (raw) => parseProjects(raw) ?? emptyProjects("p-first", new Date(0).toISOString()),
);
const snapshot = projects.read;

/** Random enough to keep a handful of local projects apart; never shared. */
function newId(): string {
  return `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** null in the server HTML and during hydration: callers render nothing that needs the projects until known. */
const serverSnapshot = () => null;

export function useProjects(): ProjectsState | null {
  return useSyncExternalStore(projects.subscribe, snapshot, serverSnapshot);
}

/**
 * What every change answers: `kept` is false when the browser would not store it (storage full or blocked):
 * the change then holds for this page view only, and the caller says so.
 */
type Written = { ok: true; kept: boolean; state: ProjectsState };
type StoreResult = Written | { ok: false; error: string };

function write(state: ProjectsState): Written {
  return { ok: true, kept: projects.write(state), state };
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
