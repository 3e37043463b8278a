import { STORAGE_KEYS } from "../../core/storage/storage-keys";

/** Keys that survive a repair: who the user is and what they chose, so repairing never logs out. */
const KEEP: readonly string[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.locale,
  STORAGE_KEYS.guestId,
];

/**
 * "Repair client" (SHELL-REPAIR-1): drop cached data (storage other than the session and language, the
 * service worker and its caches) and reload from the network.
 */
export async function repairClient(): Promise<void> {
  try {
    for (const key of Object.keys(localStorage)) if (!KEEP.includes(key)) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage may be blocked; the rest of the repair still helps.
  }
  try {
    if ("caches" in self) for (const name of await caches.keys()) await caches.delete(name);
    if ("serviceWorker" in navigator)
      for (const reg of await navigator.serviceWorker.getRegistrations()) await reg.unregister();
  } catch {
    // Best effort: a reload follows either way.
  }
  location.reload();
}
