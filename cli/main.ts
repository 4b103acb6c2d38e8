import { Command } from "commander";
import { withDatabase } from "./with-database.ts";
import { describeError } from "./print-safe-text.ts";

/**
 * Each command's module, loaded only when that command runs: an import process then does not load (or build
 * the Zod schemas of) the mail, forms and curation code it never uses. Start-up is most of an unchanged
 * re-import's wall time (decision 023). A new command is one line here.
 */
const COMMANDS: Record<string, () => Promise<Command[]>> = {
  import: async () => [(await import("./import-command.ts")).importCommand()],
  migrate: async () => [migrateCommand()],
  demo: async () => [await demoCommand()],
  curate: async () => [(await import("./curate-command.ts")).curateCommand()],
  merchants: async () => [(await import("./merchants-command.ts")).merchantsCommand()],
  explain: async () => [(await import("./explain-command.ts")).explainCommand()],
  rematch: async () => [(await import("./matching-commands.ts")).rematchCommand()],
  review: async () => [(await import("./matching-commands.ts")).reviewCommand()],
  outbox: async () => [(await import("./outbox-command.ts")).outboxCommand()],
  enquiries: async () => [(await import("./enquiries-command.ts")).enquiriesCommand()],
  subscribers: async () => [(await import("./enquiries-command.ts")).subscribersCommand()],
  alerts: async () => [(await import("./alerts-command.ts")).alertsCommand()],
  stats: async () => [(await import("./stats-command.ts")).statsCommand()],
  deals: async () => [(await import("./deals-command.ts")).dealsCommand()],
  feeds: async () => [(await import("./feeds-command.ts")).feedsCommand()],
  worker: async () => [(await import("./worker-command.ts")).workerCommand()],
  backup: async () => [(await import("./backup-command.ts")).backupCommand()],
  restore: async () => [(await import("./backup-command.ts")).restoreCommand()],
};

function migrateCommand(): Command {
  return new Command("migrate")
    .description("Create or upgrade the database schema")
    .action(() => withDatabase(async (database) => console.log(`Migrated ${database.label}`)));
}

async function demoCommand(): Promise<Command> {
  const { loadDemo } = await import("../server/ingest/load-demo.server.ts");
  const { formatImportSummary } = await import("./print-import-summary.ts");
  return new Command("demo").description("Import the demo merchant feeds in data/feeds").action(() =>
    withDatabase(async (database) => {
      const result = await loadDemo(database.db, { onMerchant: (s) => console.log(formatImportSummary(s)) });
      console.log(`Demo loaded: ${result.merchants} merchants, ${result.offers} offers.`);
    }),
  );
}

const program = new Command("buildcompare")
  .description("BuildCompare operator commands. Every command uses DATABASE_URL (default pglite:./data/db).")
  .showHelpAfterError();

try {
  // The first word that is not an option names the command; help, an unknown word or none loads them all.
  const named = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
  const load = named !== undefined ? COMMANDS[named] : undefined;
  const commands = load ? await load() : (await Promise.all(Object.values(COMMANDS).map((l) => l()))).flat();
  for (const command of commands) program.addCommand(command);
  await program.parseAsync(process.argv);
} catch (error) {
  // Escaped and without a failed statement's parameters (print-safe-text.ts): errors can quote feed text.
  process.stderr.write(`buildcompare: ${describeError(error)}\n`);
  process.exitCode = 1;
}
