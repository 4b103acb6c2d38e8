#!/usr/bin/env node
// The CLI is TypeScript; tsx compiles it on the fly so there is no separate build step for operators.
import { register } from "tsx/esm/api";

register();
await import("../cli/main.ts");
