import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import type { WebRole } from "../web-cluster.server.ts";
import { startFeedScheduler } from "./feed-scheduler.server.ts";

/** FEED_SCHEDULER: "on" runs the feed scheduler inside the web server (decision 041); default off. */
const SettingSchema = z.enum(["on", "off"], { error: 'FEED_SCHEDULER must be "on" or "off"' }).default("off");

export function feedSchedulerSetting(env: NodeJS.ProcessEnv = process.env): "on" | "off" {
  const parsed = SettingSchema.safeParse(env.FEED_SCHEDULER === "" ? undefined : env.FEED_SCHEDULER);
  if (!parsed.success) throw new Error(`Invalid environment:\n  FEED_SCHEDULER: ${parsed.error.issues[0]!.message}`);
  return parsed.data;
}

/**
 * The web server's hook: with FEED_SCHEDULER=on, the process that does the once-only work (the only one, or the
 * cluster's primary; never a forked web worker) runs due feeds. Returns the stop function for shutdown.
 */
export function startFeedsIfEnabled(db: Db, role: WebRole): () => Promise<void> {
  if (role === "worker" || feedSchedulerSetting() !== "on") return async () => {};
  console.log("Feed scheduler on: registered feeds run when due (buildcompare feeds status).");
  const scheduler = startFeedScheduler(db);
  return () => scheduler.stop();
}
