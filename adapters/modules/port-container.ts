/**
 * The CLI's resolver: the same port table (port-table.ts) bound in an inversify container, one
 * binding per name the table declares, so nothing here names a port and nothing can drift from
 * the table. A recipe's dependencies are read back through the container. Recipes answering a
 * promise (socket, cipher) become async bindings: `portAsync`, and `port` throws for them.
 * Node only: inversify must never be imported by anything the browser loads (ADR-0360).
 */
import { Container } from "inversify";
import { portKeys, type Bindings, type PortKey, type PortTable, type Ports } from "./port-table";

export function containerPorts(table: PortTable): Ports {
  // The port names are the service ids: one table per container, so they cannot collide.
  const container = new Container({ defaultScope: "Singleton" });
  const bindRecipe = <K extends PortKey>(key: K) =>
    container
      .bind<Bindings[K]>(key)
      .toDynamicValue((context) => table[key].get((other) => context.get(other)));
  for (const key of portKeys(table)) bindRecipe(key);
  return {
    port: (key) => container.get(key),
    portAsync: (key) => container.getAsync(key),
  };
}
