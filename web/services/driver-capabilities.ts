/**
 * What screens and the shell do with the device's storage and the clock, as narrow capabilities
 * (ADR-0430): the composition root builds them from the KeyValueStore and Clock ports, and the
 * tests' fake services from memory fakes, through this one factory. A screen names what it keeps
 * and what it counts, never the store or the clock.
 */
import * as Schema from "effect/Schema";
import { CodeCountdown } from "../../core/countdown/code-countdown";
import type { Clock } from "../../core/ports/clock.port";
import type { KeyValueStore } from "../../core/ports/key-value-store.port";
import { schemaCodec } from "../../core/storage/schema-codec";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { storedPreference, type StoredPreference } from "../../core/storage/stored-preference";
import { LOGIN_TABS } from "../routes/login-types";

const LoginTab = Schema.Literals(LOGIN_TABS);

/** An in-app path ("/invite/blogger"): never another site ("//x", "https:") nor a script URL. */
const InAppPath = Schema.String.check(Schema.isPattern(/^\/(?!\/)/));
const inAppPath = schemaCodec(InAppPath);

export interface DevicePreferences {
  /** The login tab that last worked on this device: the form opens on it (ADR-0146). */
  readonly loginTab: StoredPreference<typeof LoginTab.Type>;
  /**
   * Where the header's back button leads (SHELL-BACK-1), written by a screen that hands the visitor
   * to another flow and expects them back (the creator form sending them to log in or sign up); used
   * once, and forgotten when they return (ADR-0152) or go on to any screen outside the auth flow it
   * sent them to (ADR-0380), so a later visit to the log-in does not lead back to that old form.
   */
  readonly backUrl: StoredPreference<string>;
}

export interface DriverCapabilities {
  readonly preferences: DevicePreferences;
  /** Milliseconds since the Unix epoch, from the Clock port (the footer's year, callback stamps). */
  readonly now: () => number;
  /** A new countdown for a verification-code button (FLOW-CODE-1), timed by the Clock port. */
  readonly codeCountdown: () => CodeCountdown;
}

export function driverCapabilities(store: KeyValueStore, clock: Clock): DriverCapabilities {
  return {
    preferences: {
      loginTab: storedPreference(store, STORAGE_KEYS.loginTab, schemaCodec(LoginTab)),
      // Read trimmed, as the back button always has.
      backUrl: storedPreference(store, STORAGE_KEYS.backUrl, {
        decode: (raw) => inAppPath.decode(raw.trim()),
        encode: inAppPath.encode,
      }),
    },
    now: () => clock.now(),
    codeCountdown: () => new CodeCountdown(clock),
  };
}
