import { describe, expect, it } from "vitest";
import { compareLongTasks, longTasks, type TraceEvent } from "./lighthouse-trace";

const ms = 1000;
const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  ts: 0,
  pid,
  tid,
  args: { name },
});
/** A complete event on the page's main thread (pid 2, tid 1). */
const X = (name: string, start: number, length: number, args?: TraceEvent["args"]): TraceEvent => ({
  name,
  ph: "X",
  ts: start * ms,
  dur: length * ms,
  pid: 2,
  tid: 1,
  args,
});

const events: TraceEvent[] = [
  thread(1, 1, "CrRendererMain"), // about:blank's renderer, before the COOP swap
  thread(2, 1, "CrRendererMain"),
  thread(2, 7, "Compositor"),
  // about:blank's renderer: a long task that is not the page's.
  { ...X("RunTask", 0, 100), pid: 1 },
  // Parsing the HTML (a B/E pair), most of it running the enhancement script: 20 ms × 4 = 80 ms.
  X("RunTask", 10, 20),
  {
    name: "ParseHTML",
    ph: "B",
    ts: 10.5 * ms,
    pid: 2,
    tid: 1,
    args: { beginData: { url: "http://127.0.0.1:4000/" } },
  },
  X("EvaluateScript", 12, 15, { data: { url: "http://127.0.0.1:4000/assets/enhance-1.js" } }),
  X("FunctionCall", 13, 2),
  { name: "ParseHTML", ph: "E", ts: 29 * ms, pid: 2, tid: 1, args: { endData: {} } },
  // Short: 10 ms × 4 = 40 ms, not long.
  X("RunTask", 40, 10),
  X("Layout", 41, 9),
  // Style and layout, twice: 16 ms × 4 = 64 ms each.
  X("RunTask", 60, 16),
  X("UpdateLayoutTree", 60, 6),
  X("Layout", 66, 9),
  X("RunTask", 80, 16),
  X("Layout", 81, 12),
  // Another thread of the same process: not the main thread.
  { ...X("RunTask", 100, 200), tid: 7 },
  // A task with nothing traced inside.
  X("RunTask", 300, 14),
];

describe("long tasks of the page's main thread", () => {
  it("groups the tasks beyond 50 ms at the CPU slowdown by their main work, URLs without origin", () => {
    expect(longTasks(events, 4)).toEqual([
      {
        label: "ParseHTML / > EvaluateScript /assets/enhance-1.js",
        count: 1,
        totalMs: 80,
        blockingMs: 30,
      },
      { label: "Layout", count: 2, totalMs: 128, blockingMs: 28 },
      { label: "RunTask (no detail)", count: 1, totalMs: 56, blockingMs: 6 },
    ]);
  });

  it("finds none at the machine's own speed here, and none without a renderer", () => {
    expect(longTasks(events, 1)).toEqual([]);
    expect(
      longTasks(
        events.filter((event) => event.ph !== "M"),
        4,
      ),
    ).toEqual([]);
  });

  it("lines up both sides by task, the largest difference first", () => {
    const app = longTasks(events, 4);
    const copy = app.filter((group) => group.label === "Layout");
    expect(compareLongTasks(app, copy).map((row) => [row.task, row["difference ms"]])).toEqual([
      ["ParseHTML / > EvaluateScript /assets/enhance-1.js", 30],
      ["RunTask (no detail)", 6],
      ["Layout", 0],
    ]);
  });
});
