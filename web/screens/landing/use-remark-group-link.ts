import { useEffect } from "react";
import { navigate } from "../../routes/hash-location";
import { joinLocation } from "../../routes/route-path";

/**
 * ROUTE-HOME-2 /home: a `remark` query holding encoded JSON with groupLink has that value copied into
 * the `groupLink` query (so the HTTP adapter sends x-group-link). The core parser (with Schema) is
 * loaded only when a remark is present, keeping effect out of the landing's first load.
 */
export function useRemarkGroupLink(path: string, query: URLSearchParams): void {
  const remark = query.get("remark");
  const hasGroupLink = query.has("groupLink");
  useEffect(() => {
    if (!remark || hasGroupLink) return;
    let cancelled = false;
    void import("../../../core/query/app-query").then(({ parseAppQuery }) => {
      const groupLink = parseAppQuery([["remark", remark]]).remarkGroupLink;
      if (cancelled || !groupLink) return;
      const next = new URLSearchParams(query);
      next.set("groupLink", groupLink);
      navigate(joinLocation(path, next), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [remark, hasGroupLink, path, query]);
}
