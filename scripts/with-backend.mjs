#!/usr/bin/env node
// Placeholder passthrough; replaced by the embedded backend launcher.
import { spawn } from "node:child_process";
const [cmd, ...args] = process.argv.slice(2);
const child = spawn(cmd, args, { stdio: "inherit", shell: false, env: process.env });
child.on("exit", (code) => process.exit(code ?? 1));
