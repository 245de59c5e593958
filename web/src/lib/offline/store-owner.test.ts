import { beforeEach, describe, expect, it, vi } from 'vitest';

const wipeOfflineData = vi.fn(async () => {
  // A wipe takes a moment: a second claim arriving meanwhile must wait for it, not wipe again after a save.
  await new Promise((resolve) => setTimeout(resolve, 5));
});
vi.mock('./offline-db', () => ({ wipeOfflineData }));
const { claimStoreFor } = await import('./store-owner');

const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
});

describe('claimStoreFor', () => {
  beforeEach(() => {
    stored.clear();
    wipeOfflineData.mockClear();
  });

  it("wipes a fresh device's store once, however many writers claim it at the same time", async () => {
    const counselor = { id: 'a1', role: 'counselor' } as const;
    // The saved dashboard, the saved analytics and the first pull, all just after sign-in.
    await Promise.all([claimStoreFor(counselor), claimStoreFor(counselor), claimStoreFor(counselor)]);
    expect(wipeOfflineData).toHaveBeenCalledTimes(1);
    await claimStoreFor(counselor);
    expect(wipeOfflineData).toHaveBeenCalledTimes(1);
  });

  it('starts from an empty store for another admin, or the same admin in another role', async () => {
    await claimStoreFor({ id: 'a1', role: 'counselor' });
    await claimStoreFor({ id: 'a2', role: 'counselor' });
    await claimStoreFor({ id: 'a2', role: 'finance' });
    expect(wipeOfflineData).toHaveBeenCalledTimes(3);
  });
});
