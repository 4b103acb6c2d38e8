import { useId, useState, type FormEvent } from "react";
import { currentProject, emptyProjects, MAX_PROJECT_NAME_LENGTH, type ProjectsState } from "../../../shared/projects";
import { secondaryButtonClass } from "~/components/page-message";
import type { SyncMode } from "./use-project-sync";

const smallButton =
  "rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

interface ProjectBarProps {
  projects: ProjectsState;
  mode: SyncMode;
  /** The name the page's address gives the list ('' for none). */
  listName: string;
  actions: {
    saveShared: (name: string) => void;
    open: (id?: string) => void;
    create: (name: string) => void;
    rename: (name: string) => void;
    remove: () => void;
  };
}

/**
 * The projects kept in this browser (JavaScript only: they live in localStorage). Choose, start, rename or
 * delete a project; a list opened from someone's link is offered as a new project rather than written over
 * the visitor's own.
 */
export function ProjectBar({ projects, mode, listName, actions }: ProjectBarProps) {
  const selectId = useId();
  const nameId = useId();
  const [editing, setEditing] = useState<"rename" | "create" | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const project = currentProject(projects);
  const [draft, setDraft] = useState("");

  if (mode === "foreign") {
    return (
      <div
        role="region"
        aria-label="Shared list"
        className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-stone-800 print:hidden"
      >
        <p>
          <strong>{listName ? `“${listName}”` : "This list"}</strong> came from a link and isn't one of your projects in
          this browser. Your own project “{project.name}” ({project.items.length}{" "}
          {project.items.length === 1 ? "product" : "products"}) is unchanged.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => actions.saveShared(listName || "Shared list")}
          >
            Save as a new project
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => actions.open()}>
            Open “{project.name}” instead
          </button>
        </div>
      </div>
    );
  }

  function submitName(event: FormEvent) {
    event.preventDefault();
    if (editing === "rename") actions.rename(draft);
    else if (editing === "create") actions.create(draft);
    setEditing(null);
  }

  return (
    <div className="flex flex-wrap items-end gap-2 print:hidden">
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-stone-800">
          Project
        </label>
        <select
          id={selectId}
          value={project.id}
          onChange={(event) => actions.open(event.target.value)}
          className="mt-1 max-w-[16rem] rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-ink"
        >
          {projects.projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.items.length})
            </option>
          ))}
        </select>
      </div>
      {editing ? (
        <form onSubmit={submitName} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={nameId} className="block text-sm font-semibold text-stone-800">
              {editing === "rename" ? "New name" : "New project's name"}
            </label>
            <input
              id={nameId}
              value={draft}
              maxLength={MAX_PROJECT_NAME_LENGTH}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => event.key === "Escape" && setEditing(null)}
              // The field appears because the visitor asked for it: focus it.
              autoFocus
              className="mt-1 rounded-lg border border-stone-300 px-2 py-1.5 text-sm text-ink"
            />
          </div>
          <button type="submit" className={smallButton}>
            {editing === "rename" ? "Save name" : "Start project"}
          </button>
          <button type="button" className={smallButton} onClick={() => setEditing(null)}>
            Cancel
          </button>
        </form>
      ) : (
        <>
          <button
            type="button"
            className={smallButton}
            onClick={() => {
              setDraft("");
              setEditing("create");
            }}
          >
            New project
          </button>
          <button
            type="button"
            className={smallButton}
            onClick={() => {
              setDraft(project.name);
              setEditing("rename");
            }}
          >
            Rename
          </button>
          {confirmDelete ? (
            <span className="flex items-center gap-2 text-sm">
              Delete “{project.name}”
              {project.items.length > 0
                ? ` and its ${project.items.length} ${project.items.length === 1 ? "product" : "products"}`
                : ""}
              ?
              <button
                type="button"
                className={`${smallButton} border-red-600 text-red-700`}
                onClick={() => {
                  setConfirmDelete(false);
                  actions.remove();
                }}
              >
                Yes, delete
              </button>
              <button type="button" className={smallButton} onClick={() => setConfirmDelete(false)}>
                Keep it
              </button>
            </span>
          ) : (
            <button type="button" className={smallButton} onClick={() => setConfirmDelete(true)}>
              Delete project
            </button>
          )}
        </>
      )}
    </div>
  );
}

const NO_ACTIONS: ProjectBarProps["actions"] = { saveShared() {}, open() {}, create() {}, rename() {}, remove() {} };

/**
 * The bar's space until the stored projects are known (server HTML, hydration): the same layout, hidden from
 * sight, focus and screen readers, so nothing moves when the real bar appears (layout shift).
 */
export function ProjectBarPlaceholder({ listName }: { listName: string }) {
  return (
    <div aria-hidden="true" className="invisible">
      <ProjectBar
        projects={emptyProjects("placeholder", "1970-01-01T00:00:00.000Z")}
        mode="linked"
        listName={listName}
        actions={NO_ACTIONS}
      />
    </div>
  );
}

/**
 * The list's address to share: a link anyone can open (it reproduces the list exactly, with its name), and with
 * JavaScript a copy button.
 */
export function ShareLink({ href, siteUrl, hydrated }: { href: string; siteUrl: string; hydrated: boolean }) {
  const [copied, setCopied] = useState("");
  const inputId = useId();
  // The configured site address in the server HTML; once hydrated, the address this page was opened at.
  const absolute = `${hydrated ? window.location.origin : siteUrl}${href}`;
  return (
    <div className="print:hidden">
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
        Share this list
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          readOnly
          value={absolute}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-2 py-1.5 text-sm text-stone-800"
        />
        {hydrated && (
          <button
            type="button"
            className={smallButton}
            onClick={async () => {
              // navigator.clipboard is missing outside secure contexts (plain http): say so rather than do nothing.
              try {
                if (!navigator.clipboard) throw new Error("No clipboard in this browser");
                await navigator.clipboard.writeText(absolute);
                setCopied("Link copied");
              } catch {
                setCopied("Couldn't copy: select the link and copy it");
              }
            }}
          >
            Copy link
          </button>
        )}
      </div>
      <p role="status" className="mt-1 text-sm text-stone-700 empty:hidden">
        {copied}
      </p>
    </div>
  );
}
