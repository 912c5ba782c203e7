import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextTask, renderInTurns, useTurn } from './render-in-turns.ts';

/** Resolves after the queued tasks have had `count` tasks to run in. */
const tasksLater = async (count: number) => {
  for (let task = 0; task < count; task++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('nextTask', () => {
  it('runs each callback in a task of its own, in the order they were queued', async () => {
    const log: string[] = [];
    nextTask(() => {
      log.push('first');
      // Anything the first task schedules as a microtask runs before the second task.
      void Promise.resolve().then(() => log.push('first, microtask'));
    });
    nextTask(() => log.push('second'));
    expect(log).toEqual([]);
    await tasksLater(3);
    expect(log).toEqual(['first', 'first, microtask', 'second']);
  });

  it('drops a callback cancelled before its task', async () => {
    const log: string[] = [];
    const cancel = nextTask(() => log.push('cancelled'));
    nextTask(() => log.push('kept'));
    cancel();
    await tasksLater(3);
    expect(log).toEqual(['kept']);
  });
});

function Part({ name }: { name: string }) {
  return <p>{useTurn() ? `${name} shown` : `${name} loading`}</p>;
}

describe('useTurn', () => {
  beforeEach(() => renderInTurns(true));
  // The other tests render every part at once (tests/setup-dom.ts).
  afterEach(() => renderInTurns(false));

  it('shows the loading state first, then the part once its turn has come', async () => {
    render(
      <>
        <Part name="chart" />
        <Part name="news" />
      </>,
    );
    expect(screen.getByText('chart loading')).toBeInTheDocument();
    expect(screen.getByText('news loading')).toBeInTheDocument();
    // Each turn is a nextTask (above: one per task, in the order queued, which is mount order).
    await act(() => tasksLater(3));
    expect(screen.getByText('chart shown')).toBeInTheDocument();
    expect(screen.getByText('news shown')).toBeInTheDocument();
  });

  it('renders at once, waiting parts included, once turns are off', async () => {
    render(<Part name="news" />);
    expect(screen.getByText('news loading')).toBeInTheDocument();
    act(() => renderInTurns(false));
    expect(screen.getByText('news shown')).toBeInTheDocument();
    render(<Part name="movers" />);
    expect(screen.getByText('movers shown')).toBeInTheDocument();
  });

  it('gives up the turn of a part unmounted before it came', async () => {
    const { unmount } = render(<Part name="gone" />);
    render(<Part name="next" />);
    unmount();
    await act(() => tasksLater(2));
    expect(screen.getByText('next shown')).toBeInTheDocument();
  });
});
