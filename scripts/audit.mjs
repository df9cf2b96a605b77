// CI's dependency check (docs/security/data.md#dependencies-and-load): fails on any high or
// critical advisory in production dependencies. When the registry's audit service cannot be reached
// (some mirrors refuse it), it says so loudly instead of failing.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error("npm audit printed no JSON:\n", run.stdout, run.stderr);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.warn(
    `WARNING: npm audit could not reach the advisory service (${report.statusCode ?? "?"}: ${report.message ?? "no message"}); dependencies were not checked.`,
  );
  process.exit(0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (entry.severity === "high" || entry.severity === "critical") {
      console.error(`  ${entry.severity}: ${name} (${entry.range})`);
    }
  }
  process.exit(1);
}
