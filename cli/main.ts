import { Command } from "commander";
import { importCommand } from "./import-command.ts";
import { curateCommand } from "./curate-command.ts";
import { merchantsCommand } from "./merchants-command.ts";
import { explainCommand } from "./explain-command.ts";
import { rematchCommand, reviewCommand } from "./matching-commands.ts";
import { loadDemo } from "../server/ingest/load-demo.server.ts";
import { withDatabase } from "./with-database.ts";
import { formatImportSummary } from "./print-import-summary.ts";
import { outboxCommand } from "./outbox-command.ts";
import { enquiriesCommand, subscribersCommand } from "./enquiries-command.ts";
import { alertsCommand } from "./alerts-command.ts";
import { statsCommand } from "./stats-command.ts";
import { dealsCommand } from "./deals-command.ts";

const program = new Command("buildcompare")
  .description("BuildCompare operator commands. Every command uses DATABASE_URL (default pglite:./data/db).")
  .showHelpAfterError();

program.addCommand(importCommand());

program
  .command("migrate")
  .description("Create or upgrade the database schema")
  .action(() => withDatabase(async (database) => console.log(`Migrated ${database.label}`)));

program
  .command("demo")
  .description("Import the demo merchant feeds in data/feeds")
  .action(() =>
    withDatabase(async (database) => {
      const result = await loadDemo(database.db, { onMerchant: (s) => console.log(formatImportSummary(s)) });
      console.log(`Demo loaded: ${result.merchants} merchants, ${result.offers} offers.`);
    }),
  );

program.addCommand(curateCommand());
program.addCommand(merchantsCommand());
program.addCommand(explainCommand());
program.addCommand(rematchCommand());
program.addCommand(reviewCommand());
program.addCommand(outboxCommand());
program.addCommand(enquiriesCommand());
program.addCommand(subscribersCommand());
program.addCommand(alertsCommand());
program.addCommand(statsCommand());
program.addCommand(dealsCommand());

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.stderr.write(`buildcompare: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
