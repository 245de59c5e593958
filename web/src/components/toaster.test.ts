import { afterEach, describe, expect, it } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toaster,
  toastStore,
} from './toaster';

describe('toaster', () => {
  afterEach(() => toastStore.remove());

  it('carries the constants of docs/PRODUCT.md §4.2', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
    expect(toastStore.attrs).toMatchObject({ max: 1, duration: 5000, removeDelay: 1_000_000, hotkey: ['F8'] });
  });

  it('replaces the toast on screen instead of queueing the new one', () => {
    toaster.show({ title: 'Incomplete Credentials', variant: 'destructive' });
    const id = toaster.show({ title: 'Access Denied', description: 'Invalid credentials.', variant: 'destructive' });
    const visible = toastStore.getVisibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ id, title: 'Access Denied', type: 'error', duration: 5000 });
  });

  it('maps the default variant to a neutral toast', () => {
    toaster.show({ title: 'Mission Control Access Granted', description: 'Welcome back, Amina' });
    expect(toastStore.getVisibleToasts()[0]).toMatchObject({ type: 'info', closable: true });
  });
});
