import { useState } from "react";
import type { PickerOption } from "../../components/form/searchable-picker";

type Search = (query: string, options: readonly PickerOption[]) => readonly PickerOption[];

/**
 * The region list's search by name, alias in every language ("UK", "美国", "США"), ISO and dialling
 * code, best first. Its alias table is 2.6 KB of gzip that every first visit fetched for a list
 * few open, so it loads when the list opens (`load`); until then the picker's plain search runs.
 */
export function useRegionSearch(): { readonly search: Search | undefined; readonly load: () => void } {
  const [search, setSearch] = useState<Search>();
  const load = () => {
    if (search) return;
    import("../../../core/content/region-search").then(
      ({ searchRegions }) =>
        setSearch(
          () => (query: string, options: readonly PickerOption[]) =>
            searchRegions(query, options, (o) => ({
              regionCode: o.value,
              name: o.label,
              dialCode: o.detail ?? "",
            })),
        ),
      // Offline with the chunk not yet cached: the plain search stays.
      () => {},
    );
  };
  return { search, load };
}
