/**
 * The visitor's projects (materials lists for /price-comparison) live in the browser only (localStorage, no
 * account): this is their stored form and the pure rules around it, shared by the 'Add to project' button, the
 * page and their tests. Browser-safe and free of Zod (shared/basket.ts says why).
 *
 * A project holds only what its URL holds (`items` and `name`), so a project and its shareable link are the same
 * list: names, prices and units come from the server each time the page is priced.
 */
import {
  BASKET_MAX_LINES,
  BASKET_MAX_QUANTITY,
  BASKET_MIN_QUANTITY,
  formatBasketItems,
  parseBasketItems,
  type BasketItem,
} from "./basket.ts";

export interface Project {
  /** Local key, never shown or shared. */
  id: string;
  name: string;
  items: BasketItem[];
  /** ISO timestamp of the last change. */
  updatedAt: string;
}

export interface ProjectsState {
  /** Id of the project 'Add to project' adds to and a bare /price-comparison opens. */
  currentId: string;
  /** Never empty: there is always a current project to add to. */
  projects: Project[];
}

export const PROJECTS_KEY = "buildcompare:projects";
/** A list of projects, not an archive: the switcher is a select and each one is a URL. */
export const MAX_PROJECTS = 20;
export const MAX_PROJECT_NAME_LENGTH = 80;
export const DEFAULT_PROJECT_NAME = "My project";

/** Trims, folds runs of whitespace and cuts to length; '' when nothing is left. */
export function cleanProjectName(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().slice(0, MAX_PROJECT_NAME_LENGTH);
}

/** A fresh state with one empty project; `id` is passed in so that the rules stay deterministic in tests. */
export function emptyProjects(id: string, now: string): ProjectsState {
  return { currentId: id, projects: [{ id, name: DEFAULT_PROJECT_NAME, items: [], updatedAt: now }] };
}

function isQuantity(v: unknown): v is number {
  return Number.isSafeInteger(v) && (v as number) >= BASKET_MIN_QUANTITY && (v as number) <= BASKET_MAX_QUANTITY;
}

function readItems(value: unknown): BasketItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const items: BasketItem[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    const { productId, quantity } = entry as Record<string, unknown>;
    if (!Number.isSafeInteger(productId) || (productId as number) < 1 || seen.has(productId as number)) continue;
    if (!isQuantity(quantity)) continue;
    seen.add(productId as number);
    items.push({ productId: productId as number, quantity });
    if (items.length === BASKET_MAX_LINES) break;
  }
  return items;
}

/**
 * Reads the stored state. Another tab, an older version of the site or the visitor can leave anything there:
 * malformed projects and lines are dropped (one bad entry never loses the rest), repeats too; a current id that
 * names no project falls back to the first. Null when nothing usable is stored: the caller starts afresh.
 */
export function parseProjects(raw: string | null): ProjectsState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { currentId, projects } = value as Record<string, unknown>;
  if (!Array.isArray(projects)) return null;
  const seen = new Set<string>();
  const list: Project[] = [];
  for (const entry of projects as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    const { id, name, items, updatedAt } = entry as Record<string, unknown>;
    if (typeof id !== "string" || id === "" || id.length > 64 || seen.has(id)) continue;
    if (typeof name !== "string" || typeof updatedAt !== "string" || Number.isNaN(Date.parse(updatedAt))) continue;
    seen.add(id);
    list.push({ id, name: cleanProjectName(name) || DEFAULT_PROJECT_NAME, items: readItems(items), updatedAt });
    if (list.length === MAX_PROJECTS) break;
  }
  const first = list[0];
  if (!first) return null;
  const current = typeof currentId === "string" && seen.has(currentId) ? currentId : first.id;
  return { currentId: current, projects: list };
}

export function currentProject(state: ProjectsState): Project {
  // The parser and every rule keep currentId naming a project; the fallback only satisfies the type.
  return state.projects.find((p) => p.id === state.currentId) ?? (state.projects[0] as Project);
}

function updateCurrent(state: ProjectsState, now: string, change: (items: BasketItem[]) => BasketItem[]) {
  return {
    ...state,
    projects: state.projects.map((p) =>
      p.id === state.currentId ? { ...p, items: change(p.items), updatedAt: now } : p,
    ),
  };
}

export type AddResult = { ok: true; state: ProjectsState; quantity: number } | { ok: false; error: string };

/**
 * Adds `quantity` of a product to the current project: a product already listed gets the quantity added to
 * what it had (capped at the basket's maximum), a new one goes to the end. A full list refuses, saying why.
 */
export function addToCurrent(state: ProjectsState, item: BasketItem, now: string): AddResult {
  const merged = mergeBasketItems(currentProject(state).items, item);
  if (!merged.ok) return merged;
  const quantity = merged.items.find((i) => i.productId === item.productId)?.quantity ?? item.quantity;
  return { ok: true, state: updateCurrent(state, now, () => merged.items), quantity };
}

/** The list with `add` merged in (quantities summed, capped at BASKET_MAX_QUANTITY), or why it cannot be. */
export function mergeBasketItems(
  items: readonly BasketItem[],
  add: BasketItem,
): { ok: true; items: BasketItem[] } | { ok: false; error: string } {
  if (items.some((i) => i.productId === add.productId)) {
    return {
      ok: true,
      items: items.map((i) =>
        i.productId === add.productId
          ? { ...i, quantity: Math.min(BASKET_MAX_QUANTITY, i.quantity + add.quantity) }
          : i,
      ),
    };
  }
  if (items.length >= BASKET_MAX_LINES) {
    return { ok: false, error: `A project holds at most ${BASKET_MAX_LINES} products: remove one to add another` };
  }
  return { ok: true, items: [...items, add] };
}

/** Replaces the current project's lines (the page's edits: quantities, removals, clear, a re-ordered list). */
export function setCurrentItems(state: ProjectsState, items: readonly BasketItem[], now: string): ProjectsState {
  return updateCurrent(state, now, () => readItems(items));
}

export function renameCurrent(state: ProjectsState, name: string, now: string): ProjectsState {
  const clean = cleanProjectName(name) || DEFAULT_PROJECT_NAME;
  return {
    ...state,
    projects: state.projects.map((p) => (p.id === state.currentId ? { ...p, name: clean, updatedAt: now } : p)),
  };
}

export type CreateResult = { ok: true; state: ProjectsState } | { ok: false; error: string };

/** Adds a project (a shared list being saved, or a new empty one) and makes it current. */
export function createProject(
  state: ProjectsState,
  project: { id: string; name: string; items: readonly BasketItem[] },
  now: string,
): CreateResult {
  if (state.projects.length >= MAX_PROJECTS) {
    return { ok: false, error: `You can keep at most ${MAX_PROJECTS} projects: delete one to make room` };
  }
  const created: Project = {
    id: project.id,
    name: cleanProjectName(project.name) || DEFAULT_PROJECT_NAME,
    items: readItems(project.items),
    updatedAt: now,
  };
  return { ok: true, state: { currentId: created.id, projects: [...state.projects, created] } };
}

export function selectProject(state: ProjectsState, id: string): ProjectsState {
  return state.projects.some((p) => p.id === id) ? { ...state, currentId: id } : state;
}

/**
 * Deletes the current project; the one before it (or after, for the first) becomes current. Deleting the only
 * project leaves a fresh empty one under `freshId`, so there is always somewhere to add to.
 */
export function deleteCurrent(state: ProjectsState, freshId: string, now: string): ProjectsState {
  const index = state.projects.findIndex((p) => p.id === state.currentId);
  const rest = state.projects.filter((p) => p.id !== state.currentId);
  const next = rest[Math.max(0, index - 1)];
  if (!next) return emptyProjects(freshId, now);
  return { currentId: next.id, projects: rest };
}

/** The same list in the same order (what decides whether a page's URL shows the current project). */
export function sameItems(a: readonly BasketItem[], b: readonly BasketItem[]): boolean {
  return formatBasketItems(a) === formatBasketItems(b);
}

/**
 * Reads an `items` value for the page, which, unlike the API, keeps what it can: each entry is read on its own
 * with the API's rules (parseBasketItems), unreadable ones and repeats are left out and named, and entries past
 * BASKET_MAX_LINES are left out with one message. A link cut short or edited by hand still shows its good lines.
 */
export function readBasketItemsLeniently(raw: string | null): { items: BasketItem[]; problems: string[] } {
  if (raw === null || raw.trim() === "") return { items: [], problems: [] };
  const items: BasketItem[] = [];
  const problems: string[] = [];
  const seen = new Set<number>();
  const entries = raw.split(",");
  for (const [index, entry] of entries.entries()) {
    if (entry.trim() === "") continue;
    if (items.length === BASKET_MAX_LINES) {
      problems.push(`Only the first ${BASKET_MAX_LINES} products are shown: a project holds at most that many`);
      break;
    }
    const read = parseBasketItems(entry);
    const [item] = read.ok ? read.value : [];
    if (!item) {
      // parseBasketItems names the entry "items entry 1 (…)"; here its place in the whole list is meant.
      const error = read.ok ? "is empty" : read.error;
      const prefix = `items entry 1 ("${entry.slice(0, 40)}")`;
      const why = (error.startsWith(prefix) ? error.slice(prefix.length) : ` ${error}`).replace(/^:? */, "");
      const where = `Entry ${index + 1} ("${entry.trim().slice(0, 40)}")`;
      problems.push(why.startsWith("is ") ? `${where} ${why}` : `${where}: ${why}`);
      continue;
    }
    if (seen.has(item.productId)) {
      problems.push(`Product ${item.productId} is listed more than once: the first quantity is kept`);
      continue;
    }
    seen.add(item.productId);
    items.push(item);
  }
  return { items, problems };
}

/** The quantity calculators' page, linked from the list and linking back to it. */
export const CALCULATORS_PATH = "/price-comparison/calculators";

/** The page's address for a list: what a share link holds and what the server prices. */
export function priceComparisonHref(
  items: readonly BasketItem[],
  options: { name?: string | null; maxMerchants?: number | null } = {},
): string {
  const params = new URLSearchParams();
  if (items.length > 0) params.set("items", formatBasketItems(items));
  if (options.maxMerchants) params.set("max", String(options.maxMerchants));
  const name = options.name ? cleanProjectName(options.name) : "";
  if (name) params.set("name", name);
  // Commas and colons are kept readable: both are allowed in a query string.
  const query = params.toString().replace(/%2C/gi, ",").replace(/%3A/gi, ":");
  return query ? `/price-comparison?${query}` : "/price-comparison";
}

/** Reads a quantity box: a whole number within the basket's limits, or the sentence saying what is wrong. */
export function readQuantity(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const t = text.trim();
  const n = Number(t);
  if (!/^[0-9]+$/.test(t) || n < BASKET_MIN_QUANTITY || n > BASKET_MAX_QUANTITY) {
    return {
      ok: false,
      error: `Enter a whole number from ${BASKET_MIN_QUANTITY} to ${BASKET_MAX_QUANTITY.toLocaleString("en-GB")}`,
    };
  }
  return { ok: true, value: n };
}
