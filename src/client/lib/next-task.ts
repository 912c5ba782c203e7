// A task of its own for work that can wait for the browser to paint first (a chart's drawing):
// one MessageChannel message per task, in the order asked, faster than setTimeout's clamping.

const channel = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;
let tasks: (() => void)[] = [];

function runNextTask() {
  const next = tasks.shift();
  if (tasks.length > 0) requestTask();
  next?.();
}

function requestTask() {
  if (channel) channel.port2.postMessage(null);
  else setTimeout(runNextTask, 0);
}
if (channel) channel.port1.onmessage = runNextTask;

/**
 * Runs `run` in a task of its own, after the tasks queued before it (one per task, in order).
 * Returns a function that takes it out of the queue if it has not run yet.
 */
export function nextTask(run: () => void): () => void {
  const task = () => run();
  tasks.push(task);
  if (tasks.length === 1) requestTask();
  return () => {
    tasks = tasks.filter((queued) => queued !== task);
  };
}
