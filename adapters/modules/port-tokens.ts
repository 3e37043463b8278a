/**
 * Inversify service identifiers for the core's ports. Composition roots (web, CLI, server, test
 * containers) bind an adapter to each; the use-case module resolves them. Symbols, not strings,
 * so two bindings can never collide by accident.
 */
export const PORT_TOKENS = {
  SsoApi: Symbol("SsoApi"),
  KeyValueStore: Symbol("KeyValueStore"),
  DeviceFingerprint: Symbol("DeviceFingerprint"),
  DeviceContext: Symbol("DeviceContext"),
  RealtimeSocket: Symbol("RealtimeSocket"),
  Cipher: Symbol("Cipher"),
  Clock: Symbol("Clock"),
  Random: Symbol("Random"),
  DomainProbe: Symbol("DomainProbe"),
  AppConfig: Symbol("AppConfig"),
} as const;
