import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { schemaCodec } from "../../../core/storage/schema-codec";
import { storedPreference } from "../../../core/storage/stored-preference";
import { MemoryKeyValueStore } from "../../support/memory-key-value-store";

const Size = Schema.Literals(["small", "large"]);
const Digits = Schema.String.check(Schema.isPattern(/^\d+$/));

describe("a stored preference (ADR-0430)", () => {
  it("reads as absent until written, then as the value written, and as absent again once forgotten", () => {
    const store = new MemoryKeyValueStore();
    const size = storedPreference(store, "size", schemaCodec(Size));
    expect(size.read()).toBeNull();
    size.write("large");
    expect(store.get("size")).toBe("large");
    expect(size.read()).toBe("large");
    size.forget();
    expect(store.get("size")).toBeNull();
    expect(size.read()).toBeNull();
  });

  it("reads what is malformed in storage as absent, and leaves it there", () => {
    const store = new MemoryKeyValueStore();
    const size = storedPreference(store, "size", schemaCodec(Size));
    for (const raw of ["", "LARGE", " large", "medium", '"large"']) {
      store.set("size", raw);
      expect(size.read()).toBeNull();
      expect(store.get("size")).toBe(raw);
    }
  });

  it("drops the kept value rather than keep one its schema refuses", () => {
    const store = new MemoryKeyValueStore();
    const count = storedPreference(store, "count", schemaCodec(Digits));
    count.write("3");
    expect(count.read()).toBe("3");
    count.write("-3");
    expect(store.get("count")).toBeNull();
    expect(count.read()).toBeNull();
  });
});
