import { afterEach, describe, expect, it, vi } from "vitest";
import { HelperThreadError, startHelperThread } from "./helper-thread.server.ts";
import { searchDocumentsPayload, type SearchDocumentRow } from "../search/search-document-payload.ts";

const rows: SearchDocumentRow[] = [
  {
    id: 1,
    name: "Gyproc WallBoard 12.5mm 1200 x 2400mm",
    brand: "British Gypsum",
    category: "plasterboard",
    description: "Tapered edge plasterboard for walls and ceilings.",
    titles: ["PB TE 12.5 2.4x1.2", "Wallboard 12.5mm TE"],
  },
  { id: 2, name: "Sharp Sand 25kg", brand: null, category: "sand", description: "", titles: null },
];

describe("startHelperThread", () => {
  afterEach(() => vi.restoreAllMocks());

  it("builds search documents' text as the main thread does", async () => {
    const warn = vi.spyOn(console, "warn");
    const helper = startHelperThread()!;
    expect(helper).not.toBeNull();
    try {
      expect(await helper.run({ kind: "documents", input: rows })).toBe(searchDocumentsPayload(rows));
    } finally {
      await helper.close();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("rejects jobs with HelperThreadError once closed, so callers do the work themselves", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const helper = startHelperThread()!;
    await helper.close();
    await expect(helper.run({ kind: "documents", input: rows })).rejects.toBeInstanceOf(HelperThreadError);
  });
});
