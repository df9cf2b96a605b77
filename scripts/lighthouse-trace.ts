/**
 * The long tasks of a page's main thread in a Chrome performance trace, grouped by what each one
 * mostly did, so that `LIGHTHOUSE_TRACE=1 npm run lighthouse` (scripts/lighthouse.ts) can name the
 * tasks in which the app's page and its static copy differ.
 *
 * Lighthouse's simulated throttling records the trace at the machine's own speed and multiplies
 * each main-thread task by the CPU slowdown (4 on mobile) when it computes Total Blocking Time,
 * so a task counts as long here when its duration times `cpuSlowdown` exceeds 50 ms, and every
 * figure is given at that slowdown, as Lighthouse would count it.
 */

/** One Chrome trace event (the fields this module reads). Times are in microseconds. */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: Record<string, unknown>;
};

/** What one kind of long task cost: `label` is its main work, with a URL where it has one. */
export type LongTaskGroup = { label: string; count: number; totalMs: number; blockingMs: number };

type Span = { name: string; start: number; end: number; args: Record<string, unknown> };

/** The names Chromium gives the top-level task of a thread's scheduler. */
const TOP_LEVEL = new Set([
  "RunTask",
  "ThreadControllerImpl::RunTask",
  "ThreadControllerImpl::DoWork",
]);
const LONG_TASK_MS = 50;

/** A thread's complete events ("X", and "B"/"E" pairs joined), in start order. */
function spansOf(events: TraceEvent[]): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph === "X" && event.dur !== undefined) {
      spans.push({
        name: event.name,
        start: event.ts,
        end: event.ts + event.dur,
        args: event.args ?? {},
      });
    } else if (event.ph === "B") {
      open.push(event);
    } else if (event.ph === "E") {
      const index = open.findLastIndex((begin) => begin.name === event.name);
      if (index < 0) continue;
      const [begin] = open.splice(index, 1);
      spans.push({
        name: begin.name,
        start: begin.ts,
        end: event.ts,
        args: { ...begin.args, ...event.args },
      });
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * The page's renderer main thread: of the threads named CrRendererMain, the one that spent the
 * longest parsing HTML (a page opened under COOP runs in a new process, not in about:blank's).
 */
function mainThreadOf(events: TraceEvent[]): string | undefined {
  const key = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const renderers = new Set(
    events
      .filter((event) => event.ph === "M" && event.name === "thread_name")
      .filter((event) => event.args?.name === "CrRendererMain")
      .map(key),
  );
  const parsing = new Map<string, number>();
  for (const thread of renderers) {
    const [pid, tid] = thread.split(":").map(Number);
    const spans = spansOf(
      events.filter(
        (event) => event.pid === pid && event.tid === tid && event.name === "ParseHTML",
      ),
    );
    parsing.set(
      thread,
      spans.reduce((sum, span) => sum + span.end - span.start, 0),
    );
  }
  return [...parsing].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The spans directly inside `parent` (not inside another of its children). */
function childrenOf(parent: Span, spans: Span[]): Span[] {
  const children: Span[] = [];
  for (const span of spans) {
    if (span === parent || span.start < parent.start || span.end > parent.end) continue;
    if (span.start >= parent.end) break;
    const last = children.at(-1);
    if (last && span.start >= last.start && span.end <= last.end) continue;
    children.push(span);
  }
  return children;
}

/** An event's name with the address it names, if any, without the origin (app and copy differ). */
function describe(span: Span): string {
  const data = (span.args.data ?? span.args.beginData ?? {}) as Record<string, unknown>;
  const url = data.url ?? data.styleSheetUrl ?? data.scriptName;
  const where = typeof url === "string" && url ? ` ${url.replace(/^https?:\/\/[^/]+/, "")}` : "";
  return `${span.name}${where}`;
}

/** The task's main work: its largest child, and that child's largest child when it is most of it. */
function labelOf(task: Span, spans: Span[]): string {
  const largest = (parent: Span) =>
    childrenOf(parent, spans).sort((a, b) => b.end - b.start - (a.end - a.start))[0];
  const outer = largest(task);
  if (!outer) return `${task.name} (no detail)`;
  const inner = largest(outer);
  const innerIsMost = inner && (inner.end - inner.start) * 2 >= outer.end - outer.start;
  return innerIsMost && describe(inner) !== describe(outer)
    ? `${describe(outer)} > ${describe(inner)}`
    : describe(outer);
}

/**
 * The main thread's long tasks at `cpuSlowdown`, grouped by label, the largest blocking first.
 * Blocking time is the part of each task beyond 50 ms, as Total Blocking Time counts it.
 */
export function longTasks(events: TraceEvent[], cpuSlowdown = 1): LongTaskGroup[] {
  const thread = mainThreadOf(events);
  if (!thread) return [];
  const [pid, tid] = thread.split(":").map(Number);
  const spans = spansOf(events.filter((event) => event.pid === pid && event.tid === tid));
  const groups = new Map<string, LongTaskGroup>();
  for (const task of spans.filter((span) => TOP_LEVEL.has(span.name))) {
    const ms = ((task.end - task.start) / 1000) * cpuSlowdown;
    if (ms <= LONG_TASK_MS) continue;
    const label = labelOf(task, spans);
    const group = groups.get(label) ?? { label, count: 0, totalMs: 0, blockingMs: 0 };
    group.count += 1;
    group.totalMs += ms;
    group.blockingMs += ms - LONG_TASK_MS;
    groups.set(label, group);
  }
  return [...groups.values()]
    .map((group) => ({
      ...group,
      totalMs: Math.round(group.totalMs),
      blockingMs: Math.round(group.blockingMs),
    }))
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/** One row per label of either side, the largest difference in blocking time first. */
export function compareLongTasks(app: LongTaskGroup[], copy: LongTaskGroup[]) {
  const labels = [...new Set([...app, ...copy].map((group) => group.label))];
  const find = (groups: LongTaskGroup[], label: string) =>
    groups.find((group) => group.label === label) ?? { count: 0, blockingMs: 0 };
  return labels
    .map((label) => {
      const [a, c] = [find(app, label), find(copy, label)];
      return {
        task: label,
        "app n": a.count,
        "app blocking ms": a.blockingMs,
        "copy n": c.count,
        "copy blocking ms": c.blockingMs,
        "difference ms": a.blockingMs - c.blockingMs,
      };
    })
    .sort((x, y) => Math.abs(y["difference ms"]) - Math.abs(x["difference ms"]));
}
