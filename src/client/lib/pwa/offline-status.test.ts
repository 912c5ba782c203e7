import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSavedAt,
  followOfflineStatus,
  noteServedFromCache,
  savedAt,
} from './offline-status.ts';

afterEach(() => {
  clearSavedAt();
  onlineManager.setOnline(true);
});

describe('the time of the data shown offline', () => {
  it('is the oldest time the service worker served from its cache', () => {
    noteServedFromCache('Tue, 24 Nov 2026 15:41:00 GMT');
    noteServedFromCache('Tue, 24 Nov 2026 15:45:00 GMT');
    noteServedFromCache('Tue, 24 Nov 2026 15:30:00 GMT');
    noteServedFromCache('not a date');
    expect(savedAt()).toBe('2026-11-24T15:30:00.000Z');
  });

  it('is forgotten once the network is back', () => {
    const stop = followOfflineStatus();
    onlineManager.setOnline(false);
    noteServedFromCache('Tue, 24 Nov 2026 15:41:00 GMT');
    expect(savedAt()).not.toBeNull();
    onlineManager.setOnline(true);
    expect(savedAt()).toBeNull();
    stop();
  });
});
