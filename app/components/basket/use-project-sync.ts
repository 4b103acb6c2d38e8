import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { formatBasketItems, type BasketItem } from "../../../shared/basket";
import { addToCurrent, currentProject, priceComparisonHref, type ProjectsState } from "../../../shared/projects";
import {
  addToProject,
  deleteProject,
  newProject,
  renameProject,
  setProjectItems,
  switchProject,
  useProjects,
} from "~/lib/project-store";

/**
 * linked: the page shows the browser's current project, and every change to one is made to the other.
 * foreign: the page shows a list from a link that differs from the current project; it is changed in the
 * address only, until the visitor saves it as a project or opens their own (a link never overwrites a project).
 */
export type SyncMode = "unknown" | "linked" | "foreign";

/** What the first look at the stored projects decided: the mode, and what to write and where to go. */
interface Plan {
  mode: "linked" | "foreign";
  projects: ProjectsState;
  /** Add this product to the current project (it came with `add` and no list). */
  add?: BasketItem;
  /** The current project is empty: it takes the link's list. */
  adopt?: { items: BasketItem[]; name: string };
  /** Move the address: to the current project as stored after the writes, or to this list (without `add`). */
  go?: "project" | { items: BasketItem[]; name: string };
  announce?: string;
}

function decide(projects: ProjectsState, list: PageList): Plan {
  const project = currentProject(projects);
  const same = formatBasketItems(project.items) === formatBasketItems(list.items);
  if (list.added && !list.hadItems) {
    // 'Add to project' from a page without the store (the product page's plain form).
    const added = addToCurrent(projects, list.added, new Date().toISOString());
    return added.ok
      ? { mode: "linked", projects, add: list.added, go: "project", announce: `Added to ${project.name}` }
      : { mode: "linked", projects, go: "project", announce: added.error };
  }
  if (!list.hadItems) {
    const go = project.items.length > 0 || list.name !== project.name ? "project" : undefined;
    return { mode: "linked", projects, go };
  }
  if (same) {
    const go = list.name !== project.name || list.hadAdd ? "project" : undefined;
    return { mode: "linked", projects, go };
  }
  if (project.items.length === 0) {
    // Nothing to lose: the current project is empty, so it takes the link's list (and its name, if any).
    const go = list.hadAdd || !list.name ? "project" : undefined;
    return { mode: "linked", projects, adopt: { items: list.items, name: list.name }, go };
  }
  return { mode: "foreign", projects, go: list.hadAdd ? { items: list.items, name: list.name } : undefined };
}

interface PageList {
  /** The address had a non-empty `items` / an `add`. */
  hadItems: boolean;
  hadAdd: boolean;
  items: BasketItem[];
  name: string;
  maxMerchants: number | null;
  /** The product the address's `add` put on the list. */
  added: BasketItem | null;
}

const key = (items: readonly BasketItem[], name: string) => `${formatBasketItems(items)}|${name}`;

/**
 * Keeps the page's address (what the server prices and a share link holds) and the browser's current project in
 * step. The address is the source of truth for what is shown; the store follows it while linked, and a change
 * to the store from another tab moves the address.
 */
export function useProjectSync(list: PageList) {
  const projects = useProjects();
  const navigate = useNavigate();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** The list the page is navigating to on the store's behalf: until it shows, the address is not stale. */
  const expected = useRef<string | null>(null);
  const lastProjectKey = useRef<string | null>(null);
  /** The stored state the store-to-address effect last looked at: a render's state is stale once written. */
  const seenProjects = useRef<ProjectsState | null>(null);
  const listKey = key(list.items, list.name);

  // Once the stored projects are known (after hydration), decide whether the address shows the current project:
  // decided once, during render (it is pure), and carried out by the effect below.
  const [mode, setMode] = useState<SyncMode>("unknown");
  if (projects !== null && mode === "unknown") {
    const decided = decide(projects, list);
    setMode(decided.mode);
    setPlan(decided);
    if (decided.announce) setAnnouncement(decided.announce);
  }

  const go = useCallback(
    (items: readonly BasketItem[], name: string, maxMerchants = list.maxMerchants) => {
      expected.current = key(items, name);
      void navigate(priceComparisonHref(items, { name, maxMerchants }), { replace: true, preventScrollReset: true });
    },
    [navigate, list.maxMerchants],
  );

  useEffect(() => {
    if (plan === null) return;
    let state = plan.projects;
    if (plan.add) {
      const added = addToProject(plan.add);
      if (added.ok) state = added.state;
    }
    if (plan.adopt) {
      state = setProjectItems(plan.adopt.items).state;
      if (plan.adopt.name) state = renameProject(plan.adopt.name).state;
    }
    const project = currentProject(state);
    lastProjectKey.current = key(project.items, project.name);
    seenProjects.current = plan.projects;
    if (plan.go === "project") go(project.items, project.name);
    else if (plan.go) go(plan.go.items, plan.go.name);
    // Carried out once per plan; go only changes with the limit, which a plan does not depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan]);

  // Linked: the address changed (an edit, a form post): the store follows.
  useEffect(() => {
    if (mode !== "linked" || projects === null) return;
    if (expected.current !== null) {
      if (expected.current !== listKey) return;
      expected.current = null;
    }
    const project = currentProject(projects);
    if (key(project.items, project.name) === listKey) return;
    if (formatBasketItems(project.items) !== formatBasketItems(list.items)) setProjectItems(list.items);
    if (list.name && list.name !== project.name) renameProject(list.name);
    // projects is read, not followed: this effect answers changes of the address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, listKey]);

  // Linked: the store changed elsewhere (another tab): the address follows.
  useEffect(() => {
    if (mode !== "linked" || projects === null || projects === seenProjects.current) return;
    seenProjects.current = projects;
    const project = currentProject(projects);
    const projectKey = key(project.items, project.name);
    if (projectKey === lastProjectKey.current) return;
    lastProjectKey.current = projectKey;
    if (projectKey !== listKey && expected.current === null) go(project.items, project.name);
    // listKey is read, not followed: this effect answers changes of the store only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, projects, go]);

  const actions = {
    /** A change made on the page: the address moves and the server prices it (the store follows once shown). */
    commit(items: readonly BasketItem[], options: { maxMerchants?: number | null } = {}) {
      void navigate(
        priceComparisonHref(items, {
          name: list.name,
          maxMerchants: "maxMerchants" in options ? options.maxMerchants : list.maxMerchants,
        }),
        { replace: true, preventScrollReset: true },
      );
    },
    saveShared(name: string) {
      const saved = newProject(name, list.items);
      if (!saved.ok) return setAnnouncement(saved.error);
      const project = currentProject(saved.state);
      lastProjectKey.current = key(project.items, project.name);
      setMode("linked");
      setAnnouncement(
        `Saved as ${project.name}${saved.kept ? "" : ", for this visit only: this browser is not keeping site data"}`,
      );
      go(project.items, project.name);
    },
    open(id?: string) {
      const state = id ? switchProject(id).state : projects;
      if (!state) return;
      const project = currentProject(state);
      lastProjectKey.current = key(project.items, project.name);
      setMode("linked");
      go(project.items, project.name);
    },
    create(name: string) {
      const created = newProject(name);
      if (!created.ok) return setAnnouncement(created.error);
      actions.open(currentProject(created.state).id);
      setAnnouncement(`Started ${currentProject(created.state).name}`);
    },
    rename(name: string) {
      const renamed = renameProject(name);
      actions.open(currentProject(renamed.state).id);
      setAnnouncement(`Renamed to ${currentProject(renamed.state).name}`);
    },
    remove() {
      const gone = projects ? currentProject(projects).name : "";
      const next = deleteProject();
      actions.open(currentProject(next.state).id);
      setAnnouncement(`Deleted ${gone}`);
    },
  };

  return { projects, mode, announcement, setAnnouncement, actions };
}
