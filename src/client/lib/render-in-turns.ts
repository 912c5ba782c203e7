import { useLayoutEffect, useState } from 'react';

// A phone's Lighthouse run multiplies every main-thread task by four and counts whatever of it
// passes 50 ms as blocking time: a page that renders its layout and five cards in one task
// blocks for hundreds of milliseconds; the same page rendered one part per task hardly at all,
// and the browser can paint and answer a tap between the parts (decision 056).

const channel = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;
let tasks: (() => void)[] = [];

function runNextTask() {
  const next = tasks.shift();
  if (tasks.length > 0) requestTask();
  next?.();
}

// A message is a task of its own, without setTimeout's 4 ms clamp on nested timers.
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

let staging = true;

/**
 * Whether parts mounting from now on wait for their turn (the default). Off after the first
 * navigation (a warm app has no long start-up to spread out) and in most tests; turning it off
 * lets the parts still waiting render at once.
 */
export function renderInTurns(on: boolean) {
  staging = on;
  if (!on) for (const take of [...waitingTurns]) take();
}

/** The parts still waiting, each as the function that gives it its turn now (out of the queue). */
const waitingTurns = new Set<() => void>();

/** Whether a mounted part is still waiting for its turn (its loading state is on screen). */
export const turnsWaiting = () => waitingTurns.size > 0;

/**
 * False until this part's turn has come, then true for good. Parts take their turns in the
 * order they mounted (the document's order), one task each. While it is false, render the
 * part's loading state, which has the part's size: nothing shifts when the turn comes.
 */
export function useTurn(): boolean {
  const [granted, setGranted] = useState(() => !staging);
  useLayoutEffect(() => {
    if (granted) return;
    function leave() {
      cancel();
      waitingTurns.delete(take);
    }
    function take() {
      leave();
      setGranted(true);
    }
    const cancel = nextTask(take);
    waitingTurns.add(take);
    return leave;
  }, [granted]);
  return granted;
}
