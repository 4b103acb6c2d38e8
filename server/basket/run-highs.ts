import highsLoader, { type Highs, type LegacyHighsOptions, type LegacyHighsSolution } from "highs";

/**
 * HiGHS (MILP, compiled to WebAssembly), loaded once per process on first use and reused: loading costs tens of
 * milliseconds, a small solve far less. A highs-js instance can be left broken after a native error, so a solve
 * that throws reloads the module once and tries again before giving up.
 */
let runtime: Promise<Highs> | null = null;

function loadHighs(): Promise<Highs> {
  runtime ??= highsLoader().catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

export const SOLVE_SECONDS_LIMIT = 10;

/**
 * A list the solver could not settle within SOLVE_SECONDS_LIMIT: seen with very large lists under a tight
 * merchant limit (100 lines over 50 merchants, at most 2). Callers say so instead of showing a guess.
 */
export class SolveTimeLimitError extends Error {
  constructor() {
    super(`the cheapest split could not be proven within ${SOLVE_SECONDS_LIMIT} s`);
    this.name = "SolveTimeLimitError";
  }
}

/**
 * Exactness: objectives here are whole numbers (pence, or a count of lines), so a proven absolute gap under 1
 * means the incumbent is optimal; mip_rel_gap 0 stops HiGHS settling for its default 0.01% on large totals.
 */
const OPTIONS: LegacyHighsOptions = {
  output_flag: false,
  mip_rel_gap: 0,
  mip_abs_gap: 0.4,
  // solve() is synchronous and blocks the process: a basket no solver can settle in this time fails (and says
  // so) instead of stalling every other request. Lists of the size take milliseconds (decision 021).
  time_limit: SOLVE_SECONDS_LIMIT,
};

/** Solves a CPLEX LP-format model and returns the value of each column at its proven optimum; anything else
 * (infeasible, a limit reached, an error) throws: a non-optimal answer is never passed off as the cheapest. */
export async function solveOptimal(model: string): Promise<Map<string, number>> {
  let solution: LegacyHighsSolution;
  try {
    solution = (await loadHighs()).solve(model, OPTIONS);
  } catch {
    runtime = null;
    solution = (await loadHighs()).solve(model, OPTIONS);
  }
  if (solution.Status === "Time limit reached") throw new SolveTimeLimitError();
  if (solution.Status !== "Optimal") throw new Error(`HiGHS did not prove an optimum: ${solution.Status}`);
  const values = new Map<string, number>();
  for (const [name, column] of Object.entries(solution.Columns)) {
    if (!("Primal" in column)) throw new Error(`HiGHS gave no value for ${name}`);
    values.set(name, column.Primal);
  }
  return values;
}

/** Prewarms the runtime (the bench measures the solver apart from loading it). */
export async function loadSolver(): Promise<void> {
  await loadHighs();
}
