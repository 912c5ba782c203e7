import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '#shared/preferences/theme-init.ts';
import { useThemeSync } from './theme.ts';

/** A matchMedia whose answer the test flips, as the OS would. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    switchTo(next: boolean) {
      media.matches = next;
      for (const listener of listeners) listener({ matches: next });
    },
    listening: () => listeners.size,
  };
}

const html = () => document.documentElement;

afterEach(() => {
  vi.unstubAllGlobals();
  html().classList.remove('dark');
  window.localStorage.clear();
});

describe('useThemeSync', () => {
  it("follows the system live for 'system' and forgets any saved choice", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const system = fakeSystem(true);
    renderHook(() => useThemeSync('system'));
    expect(html()).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    system.switchTo(false);
    expect(html()).not.toHaveClass('dark');
    expect(html().style.colorScheme).toBe('light');
    system.switchTo(true);
    expect(html()).toHaveClass('dark');
  });

  it('keeps an explicit choice whatever the system says, and remembers it for first paint', () => {
    const system = fakeSystem(true);
    const { rerender } = renderHook(({ theme }) => useThemeSync(theme), {
      initialProps: { theme: 'light' as 'light' | 'dark' | 'system' },
    });
    expect(html()).not.toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(system.listening()).toBe(0);
    rerender({ theme: 'dark' });
    expect(html()).toHaveClass('dark');
    system.switchTo(false);
    expect(html()).toHaveClass('dark');
    rerender({ theme: 'system' });
    expect(html()).not.toHaveClass('dark');
    expect(system.listening()).toBe(1);
  });

  it('follows the system for a visitor', () => {
    fakeSystem(true);
    renderHook(() => useThemeSync(undefined));
    expect(html()).toHaveClass('dark');
  });
});
