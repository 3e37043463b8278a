import type { KeyValueStore } from "../ports/key-value-store.port";

/**
 * One value the app keeps on this device under one key, typed. Drivers receive these from the
 * composition roots instead of the key-value store (ADR-0430): what they may keep is named, and a
 * read never hands them text another version, an extension or a hand edit left there.
 */
export interface StoredPreference<A> {
  /** The kept value; null when nothing is kept or what is kept is not a value of this preference. */
  read(): A | null;
  /** Keeps `value`; one the preference cannot hold is not kept, and the old one is dropped. */
  write(value: A): void;
  forget(): void;
}

/** How a preference is kept as text: null both ways for what is not one of its values. */
export interface PreferenceCodec<A> {
  decode(raw: string): A | null;
  encode(value: A): string | null;
}

export function storedPreference<A>(
  store: KeyValueStore,
  key: string,
  codec: PreferenceCodec<A>,
): StoredPreference<A> {
  return {
    read: () => {
      const raw = store.get(key);
      return raw === null ? null : codec.decode(raw);
    },
    write: (value) => {
      const raw = codec.encode(value);
      if (raw === null) store.remove(key);
      else store.set(key, raw);
    },
    forget: () => store.remove(key),
  };
}
